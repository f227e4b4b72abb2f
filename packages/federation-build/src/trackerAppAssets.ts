import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { TRACKER_APP } from '@headgate/site-map';

const THEME_COLOR = '#336699';
const ICON_SIZES = [192, 512] as const;

/** Emits the tracker's web app manifest and its icons (content-hashed) into the shell's build. */
class TrackerManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('TrackerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'TrackerManifestPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const icons = ICON_SIZES.flatMap((size) => {
            const content = fs.readFileSync(
              path.join(__dirname, 'trackerIcons', `tracker-icon-${size}.png`),
            );
            const hash = webpack.util.createHash('sha256').update(content).digest('hex').toString();
            const file = `assets/tracker-icon-${size}.${hash.slice(0, 10)}.png`;
            compilation.emitAsset(file, new webpack.sources.RawSource(content));
            const icon = { src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png' };
            // The drop sits inside the central 80 % safe zone on a full-bleed background, so the
            // same picture serves a launcher's round or squircle mask.
            return [
              { ...icon, purpose: 'any' },
              { ...icon, purpose: 'maskable' },
            ];
          });
          const manifest = {
            name: 'Headgate Mobile Tracker',
            short_name: 'Tracker',
            description: "The district's storage, recharge, wells and batteries, for the field.",
            id: TRACKER_APP.scope,
            start_url: TRACKER_APP.scope,
            scope: TRACKER_APP.scope,
            display: 'standalone',
            orientation: 'portrait',
            theme_color: THEME_COLOR,
            background_color: '#ffffff',
            icons,
          };
          compilation.emitAsset(
            TRACKER_APP.manifestUrl.slice(1),
            new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * The installable tracker's files in the shell's build: its manifest and icons, and its service
 * worker (Workbox InjectManifest), which precaches the shell's code and start page. The landing
 * page's media and the compressed twins are left out: the worker fetches what the browser accepts.
 */
export function trackerAppAssets(appDir: string): webpack.WebpackPluginInstance[] {
  return [
    new TrackerManifestPlugin(),
    new InjectManifest({
      swSrc: path.join(appDir, 'serviceWorker', 'trackerServiceWorker.ts'),
      swDest: TRACKER_APP.serviceWorkerUrl.slice(1),
      exclude: [/\.(br|gz|map)$/, /LICENSE\.txt$/, /\.(webm|mp4|jpe?g)$/, /tracker-icon-512/],
      // Hashed file names are their own revision; index.html and main.js get one from their content.
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.\w+$/,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    }),
  ];
}
