import { Suspense, useState } from 'react';
import { retryingLazy } from '@headgate/design-system';
import IconButton from '@mui/material/IconButton';
import AccountCircle from '@mui/icons-material/AccountCircle';

// The menu and the About dialog load when first opened: neither is part of the first render.
const UserMenuList = retryingLazy(() =>
  import('./UserMenuList').then(({ UserMenuList }) => ({ default: UserMenuList })),
);
const AboutDialog = retryingLazy(() =>
  import('../about/AboutDialog').then(({ AboutDialog }) => ({ default: AboutDialog })),
);

/** The top bar's user menu button. */
export function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="User menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Suspense fallback={null}>
        {anchor && (
          <UserMenuList
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onAbout={() => setAboutOpen(true)}
          />
        )}
        {aboutOpen && <AboutDialog onClose={() => setAboutOpen(false)} />}
      </Suspense>
    </>
  );
}
