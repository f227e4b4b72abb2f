import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { reportAreaErrors } from './areas/clientEvents';
import { getDiscovery } from './discovery/discoveryClient';
import { ShellApp } from './ShellApp';
import { loadAuthSettings } from './signIn/authSettings';
import { installSignInActions } from './signIn/signInActions';
import { completeSilentRenew, isSilentRenewFrame } from './signIn/silentRenewFrame';

function startShell() {
  // single-spa's patched history keeps every parcel's router in step with the shell's.
  start({ urlRerouteOnly: true });
  // Read the discovery document while React renders the frame; areas wait for it, the shell does not.
  getDiscovery().catch((error: unknown) =>
    console.error('[shell] discovery document unavailable', error),
  );
  // An uncaught error inside an area counts against that remote version (issue 18).
  reportAreaErrors();
  // Installed before the first render, so that a guard or a remote can ask for sign-in at once.
  installSignInActions();
  // The sign-in settings are read alongside; the auth status stays `loading` until they arrive.
  loadAuthSettings().catch((error: unknown) =>
    console.error('[shell] sign-in settings unavailable', error),
  );

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  // A transition renders in slices of a few milliseconds, with input handled in between; the
  // page's frame, in the HTML, stays on screen until the shell's first render is ready.
  const shellRoot = createRoot(root);
  startTransition(() => shellRoot.render(<ShellApp />));
}

if (isSilentRenewFrame()) {
  completeSilentRenew().catch((error: unknown) =>
    console.error('[shell] silent token renewal failed', error),
  );
} else {
  startShell();
}
