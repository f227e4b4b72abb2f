import { useTestApi } from '../../core/api/testing/apiFixture';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { longSeriesFixture } from './testing/ogcFixture';

jest.setTimeout(60_000);

interface Page {
  type: string;
  numberReturned: number;
  features: { id: string }[];
  links: { rel: string; href: string }[];
}

const LONG = '/ogc/collections/continuous-values/items?monitoring_location_id=LONG-1';
const READINGS = 2_500;

describe.each(DRIVERS)('OGC API pages of more than 1,000 readings on %s', (driver) => {
  const api = useTestApi(driver, longSeriesFixture(READINGS));
  const get = (url: string) =>
    api.app.inject({
      method: 'GET',
      url: url.replace('http://water.example', ''),
      headers: { host: 'water.example' },
    });
  const link = (of: Page, rel: string) => of.links.find((candidate) => candidate.rel === rel)?.href;

  /** Follows the next links from `url`: each page and its answer's headers. */
  async function walk(url: string) {
    const pages: { page: Page; headers: Record<string, unknown> }[] = [];
    for (let next: string | undefined = url; next;) {
      const response = await get(next);
      expect(response.statusCode).toBe(200);
      const page = response.json() as Page;
      pages.push({ page, headers: response.headers });
      next = link(page, 'next');
    }
    return pages;
  }
  const ids = (pages: { page: Page }[]) =>
    pages.flatMap(({ page }) => page.features.map((feature) => feature.id));

  it('streams them as GeoJSON, the same readings by the same next and prev links', async () => {
    const streamed = await walk(`${LONG}&limit=1001`);
    expect(streamed.map(({ page }) => page.numberReturned)).toEqual([1001, 1001, 498]);
    expect(streamed.map(({ page }) => page.features.length)).toEqual([1001, 1001, 498]);
    for (const { page, headers } of streamed) {
      expect(page.type).toBe('FeatureCollection');
      // Sent as read: no tag from a content not yet read, nothing for a proxy to buffer.
      expect(headers['x-accel-buffering']).toBe('no');
      expect(headers.etag).toBeUndefined();
      expect(headers['cache-control']).toBe('public, max-age=60');
      expect(headers['content-type']).toMatch(/^application\/geo\+json/);
    }
    const whole = await walk(`${LONG}&limit=1000`);
    expect(whole[0]!.headers.etag).toBeDefined();
    expect(ids(streamed)).toEqual(ids(whole));
    expect(new Set(ids(streamed)).size).toBe(READINGS);
    expect(link(streamed[0]!.page, 'prev')).toBeUndefined();
    const back = (await get(link(streamed[2]!.page, 'prev')!)).json() as Page;
    expect(ids([{ page: back }])).toEqual(ids([streamed[1]!]));
  });

  it('streams them newest first with sortby=-time', async () => {
    const newest = await walk(`${LONG}&limit=2000&sortby=-time`);
    expect(ids(newest)).toEqual(ids(await walk(`${LONG}&limit=2000`)).reverse());
  });

  it('streams them as CSV with the next page in a Link header', async () => {
    const response = await get(`${LONG}&limit=2000&f=csv&properties=value`);
    expect(response.headers['x-accel-buffering']).toBe('no');
    const lines = response.body.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 2000);
    expect(lines[0]).toBe('id,x,y,value');
    expect(lines[1]).toBe('LONG-1~flow_cfs~2026-01-01T07:00:00Z,-106.5,39.5,0');
    const next = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link))![1]!;
    const rest = (await get(next)).body.trimEnd().split('\n');
    expect(rest).toHaveLength(1 + 500);
    expect(rest.at(-1)).toBe('LONG-1~flow_cfs~2026-01-27T07:45:00Z,-106.5,39.5,2499');
  });

  it('answers an empty streamed page as an empty FeatureCollection', async () => {
    const response = await get(`${LONG}&limit=5000&datetime=2030-01-01/..`);
    expect(response.json()).toMatchObject({ type: 'FeatureCollection', features: [] });
    expect(response.json().numberReturned).toBe(0);
    expect(response.json().links.map((each: { rel: string }) => each.rel)).not.toContain('next');
  });
});
