import path from 'node:path';
import { assetPlaceholder } from '@headgate/federation-build';

// Run by the shell's build in a process of its own (see prerenderShellPages.ts): the media the
// landing page imports are webpack's assets, so here each stands for its URL until the build
// puts the real one in.
for (const extension of ['.webm', '.jpg']) {
  require.extensions[extension] = (module, filename) => {
    module.exports = assetPlaceholder(path.basename(filename));
  };
}

void import('./renderShellPages').then(({ renderShellPages }) => {
  process.stdout.write(JSON.stringify(renderShellPages()));
});
