import { createRoot } from 'react-dom/client';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import CssBaseline from '@mui/material/CssBaseline';
import { useAuthStore } from '@headgate/auth';
import { ThemeRoot, ToastHost } from '@headgate/design-system';
import type { RemoteId } from '@headgate/site-map';
import type { RemoteMountProps } from './mountProps';

/**
 * Runs a remote on its own page in development (`pnpm --filter <remote> dev`): the same
 * lifecycles the shell mounts, plus the page-level pieces the shell would otherwise provide,
 * for an anonymous visitor.
 */
export function mountStandalone(
  remoteId: RemoteId,
  lifecycles: LifeCycles<RemoteMountProps>,
): void {
  const page = document.getElementById('root');
  if (!page) throw new Error('The standalone page needs an element with id "root".');
  const area = document.createElement('main');
  const chrome = document.createElement('div');
  page.append(area, chrome);
  createRoot(chrome).render(
    <ThemeRoot>
      <CssBaseline />
      <ToastHost />
    </ThemeRoot>,
  );
  // No shell reads a sign-in here: the page is an anonymous visitor, not one still loading.
  useAuthStore.getState().clearSession();
  mountRootParcel(lifecycles, { domElement: area, remoteId, basePath: '/' });
}
