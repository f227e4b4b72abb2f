import webpack from 'webpack';

/** Where a host build records the shared versions it offers (`pnpm release` checks against it). */
export const OFFERED_VERSIONS_FILE = 'shared-versions.json';

/** Emits the host's offered shared versions beside its index.html. */
export class OfferedVersionsAsset {
  constructor(private readonly versions: Readonly<Record<string, string>>) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('OfferedVersionsAsset', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'OfferedVersionsAsset',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            OFFERED_VERSIONS_FILE,
            new webpack.sources.RawSource(JSON.stringify(this.versions, null, 2)),
          );
        },
      );
    });
  }
}
