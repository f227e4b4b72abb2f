import type OlMap from 'ol/Map';
import { saveFile } from '@headgate/design-system';
import { canvasPng } from './canvasPng';
import { drawPngNotes } from './drawPngNotes';
import { exportFileName } from './exportFileName';
import { legendIconUrls, type ExportLegendSection } from './exportLegend';
import { loadLegendIcons } from './legendIcons';
import { snapshotMap } from './mapSnapshot';
import { chooseScaleBar } from './scaleBar';

/** The PNG's scale bar is at most this long, in CSS pixels. */
const SCALE_BAR_MAX_PX = 120;

/**
 * Save PNG (spec/public-map.md §4): the map as shown, at the screen's pixel size, with the legend
 * of the shown layer groups, a scale bar and the sources drawn on it, downloaded as
 * `headgate-map-YYYY-MM-DD.png`.
 */
export async function savePng(
  map: OlMap,
  legend: readonly ExportLegendSection[],
  now = new Date(),
): Promise<void> {
  const [snapshot, icons] = await Promise.all([
    snapshotMap(map),
    loadLegendIcons(legendIconUrls(legend)),
  ]);
  const notes = {
    legend,
    icons,
    scaleBar: chooseScaleBar(snapshot.metresPerPixel, SCALE_BAR_MAX_PX),
    attributions: snapshot.attributions,
  };
  drawPngNotes(snapshot.image, notes, snapshot.size, snapshot.pixelRatio);
  saveFile(canvasPng(snapshot.image), exportFileName('png', now));
}
