/**
 * Writes the offline basemap layers into `demo-data/basemap/<layer>.geojson` from the shared data
 * folder (its files, origins and licences are listed in `demo-data/SOURCES.md`). A maintainer's
 * step, run again only when a source changes:
 *
 *   npx tsx packages/server/src/features/map/basemap/build/buildBasemapFiles.ts /work/shared/data
 */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { BASEMAP_LAYER_IDS } from '@headgate/contracts';
import { BASEMAP_DIR } from '../basemapLayers';
import { deriveBasemapLayers } from './deriveBasemapLayers';

const sharedDataDir = process.argv[2];
if (!sharedDataDir) {
  console.error('Usage: buildBasemapFiles.ts <shared data folder>');
  process.exit(1);
}

const layers = await deriveBasemapLayers((file) =>
  JSON.parse(fs.readFileSync(path.join(sharedDataDir, file), 'utf8')),
);
fs.mkdirSync(BASEMAP_DIR, { recursive: true });
for (const id of BASEMAP_LAYER_IDS) {
  // Formatted like the repository's other data files, so `prettier --check` stays clean; the
  // server sends them without the whitespace.
  const text = await format(JSON.stringify(layers[id]), { parser: 'json' });
  fs.writeFileSync(path.join(BASEMAP_DIR, `${id}.geojson`), text);
  process.stdout.write(`${id}: ${layers[id].features.length} features\n`);
}
