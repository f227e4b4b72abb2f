import { loadMapSymbol } from '../layers/mapSymbol';
import type { LegendIcons } from './drawSwatch';

/** Loads the symbol images a legend draws (a symbol that fails gets the default one). */
export async function loadLegendIcons(urls: readonly string[]): Promise<LegendIcons> {
  const images = await Promise.all(urls.map((url) => loadMapSymbol(url)));
  return new Map(urls.map((url, index) => [url, images[index]!]));
}
