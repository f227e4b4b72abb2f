import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { getDiscovery } from './discovery/discoveryClient';
import { ShellApp } from './ShellApp';

// single-spa's patched history keeps every parcel's router in step with the shell's.
start({ urlRerouteOnly: true });
// Read the discovery document while React renders the frame; areas wait for it, the shell does not.
getDiscovery().catch((error: unknown) =>
  console.error('[shell] discovery document unavailable', error),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(<ShellApp />);
