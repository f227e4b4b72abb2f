import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readDiscoveryEarly } from './discovery/discoveryRead';
import { isShellPage } from './routing/shellPaths';
import { ShellApp } from './ShellApp';
import { loadAuthSettings } from './signIn/authSettings';
import { installSignInActions } from './signIn/signInActions';
import { completeSilentRenew, isSilentRenewFrame } from './signIn/silentRenewFrame';

function startShell() {
  // Areas wait for the discovery document, the shell does not; a page of the shell's own (the
  // landing page, the account pages) has no area, and a later move to one reads it then. A path
  // that is no page at all reads it in vain: rare, and cheaper than a router at start-up.
  if (!isShellPage(window.location.pathname)) readDiscoveryEarly();
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
