import { Suspense } from 'react';
import { retryingLazy } from '@headgate/design-system/frame';
import { DeveloperOnly } from '@headgate/auth';
import { useDeveloperDrawerStore } from './developerDrawerStore';

// Loaded when a Developer first opens it: nobody else ever downloads it.
const DeveloperDrawer = retryingLazy(() =>
  import('./DeveloperDrawer').then(({ DeveloperDrawer }) => ({ default: DeveloperDrawer })),
);

/** The place of the developer drawer on every page, the landing page included. */
export function DeveloperDrawerHost() {
  const open = useDeveloperDrawerStore((state) => state.open);
  const closeDrawer = useDeveloperDrawerStore((state) => state.closeDrawer);
  if (!open) return null;
  return (
    <DeveloperOnly>
      <Suspense fallback={null}>
        <DeveloperDrawer onClose={closeDrawer} />
      </Suspense>
    </DeveloperOnly>
  );
}
