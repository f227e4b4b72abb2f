import zlib from 'node:zlib';
import {
  BROTLI_BEST_MAX_BYTES,
  LARGE_BODY_BROTLI_QUALITY,
  brotliParameters,
  precompressJson,
} from './precompressedJson';

/** A document the size of the public map's sources: a few hundred kilobytes of features. */
const features = {
  type: 'FeatureCollection',
  features: Array.from({ length: 3000 }, (_, index) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-104.8 - index / 1e4, 40.1 + index / 1e4] },
    properties: { location_id: `LOC-${index}`, location_name: `Recharge pond ${index}` },
  })),
};

describe('a precompressed JSON document', () => {
  it('decodes to the same document in each coding, each with its own validator', async () => {
    const encoded = await precompressJson(features);
    expect(JSON.parse(encoded.identity.body.toString())).toEqual(features);
    expect(JSON.parse(zlib.gunzipSync(encoded.gzip.body).toString())).toEqual(features);
    expect(JSON.parse(zlib.brotliDecompressSync(encoded.br.body).toString())).toEqual(features);
    expect(new Set([encoded.identity.etag, encoded.gzip.etag, encoded.br.etag]).size).toBe(3);
    expect((await precompressJson(features)).br.etag).toBe(encoded.br.etag);
  });

  it('is compressed off the event loop, so other requests are answered meanwhile', async () => {
    let turns = 0;
    const turn = setInterval(() => turns++, 1);
    try {
      await precompressJson(features);
    } finally {
      clearInterval(turn);
    }
    expect(turns).toBeGreaterThan(2);
  });

  it('takes brotli at its best up to a megabyte and fast beyond, where the best level takes minutes', () => {
    const quality = (bytes: number) => brotliParameters(bytes)[zlib.constants.BROTLI_PARAM_QUALITY];
    expect(quality(730 * 1024)).toBe(zlib.constants.BROTLI_MAX_QUALITY);
    expect(quality(BROTLI_BEST_MAX_BYTES)).toBe(zlib.constants.BROTLI_MAX_QUALITY);
    expect(quality(BROTLI_BEST_MAX_BYTES + 1)).toBe(LARGE_BODY_BROTLI_QUALITY);
  });

  it('decodes a document past a megabyte to the same document', async () => {
    const large = { ...features, features: Array(4).fill(features.features).flat() };
    const encoded = await precompressJson(large);
    expect(encoded.identity.body.length).toBeGreaterThan(BROTLI_BEST_MAX_BYTES);
    expect(JSON.parse(zlib.brotliDecompressSync(encoded.br.body).toString())).toEqual(large);
  });
});
