import path from 'node:path';
import type webpack from 'webpack';
import type { BuiltAssetUrl } from './pageFrames';

/**
 * The URLs a compilation gave the assets the app imports (`assets/<name>.<hash><ext>`), looked
 * up by the source file's name, as the shell's page serves them. A name the build did not emit fails the build: a frame would
 * otherwise point at nothing.
 */
export function builtAssetUrl(compilation: webpack.Compilation): BuiltAssetUrl {
  return (sourceFile) => {
    const asset = compilation
      .getAssets()
      .find(({ info }) => path.basename(String(info.sourceFilename ?? '')) === sourceFile);
    if (!asset) throw new Error(`The build emitted no asset from a file named ${sourceFile}.`);
    // The shell's files are served from the site's root (its publicPath is '/').
    return `/${asset.name}`;
  };
}
