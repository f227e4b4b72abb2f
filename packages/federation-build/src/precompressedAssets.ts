import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type webpack from 'webpack';

/** Text assets a browser fetches; images and video are compressed already. */
const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of a production build. Hashed files
 * never change, so they are compressed once here, at the highest levels, and the server only
 * picks the file the browser accepts. A variant is kept only when it is smaller than the file.
 */
export function precompressedAssets(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      test: TEXT_ASSET,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin<zlib.ZlibOptions>({
      test: TEXT_ASSET,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}
