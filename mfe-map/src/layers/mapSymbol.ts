import type { EndpointInput, mapSymbolEndpoint } from '@headgate/contracts';
import { endpointUrl, MAP_SYMBOL_PARAMETERS, mapSymbolCall } from '@headgate/contracts/calls';

type MapSymbolQueryInput = NonNullable<EndpointInput<typeof mapSymbolEndpoint>['query']>;

/** The map-symbol image a layer's `customSymbol` asks for. */
export function mapSymbolUrl(customSymbol: Readonly<Record<string, unknown>>): string {
  const query: Record<string, string | number> = {};
  for (const name of MAP_SYMBOL_PARAMETERS) {
    const value = customSymbol[name];
    if (typeof value === 'string' || typeof value === 'number') query[name] = value;
  }
  // A layer's settings are passed on unchecked: the server refuses a symbol it cannot draw, and
  // the map then draws its default one (`loadMapSymbol`).
  return endpointUrl(mapSymbolCall, { query: query as MapSymbolQueryInput });
}

/** Drawn when a layer's symbol cannot be loaded (spec §7): a grey pin-head, made here. */
export const DEFAULT_SYMBOL_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">' +
    '<circle cx="10" cy="10" r="7" fill="#6b7785" stroke="#ffffff" stroke-width="2"/></svg>',
)}`;

/** Loads a layer's symbol; resolves with the default symbol when it cannot be loaded. */
export function loadMapSymbol(url: string): Promise<HTMLImageElement> {
  const load = (src: string) =>
    new Promise<HTMLImageElement>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error(`Map symbol ${src} could not be loaded`));
      image.src = src;
    });
  return load(url).catch((error: unknown) => {
    console.error(error);
    return load(DEFAULT_SYMBOL_URL);
  });
}
