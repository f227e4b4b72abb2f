import { useTestApi } from '../../core/api/testing/apiFixture';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { embeddedBearer } from '../usersManagement/users/testing/embeddedTokens';
import { insertOgcFixture } from './testing/ogcFixture';

jest.setTimeout(60_000);

interface Page {
  numberReturned: number;
  numberMatched?: number;
  features: { id: string; properties: Record<string, unknown> }[];
  links: { rel: string; href: string }[];
}

const CONTINUOUS = '/ogc/collections/continuous-values/items';
const DAILY = '/ogc/collections/daily-values/items';
const FORT_COLLINS = 'monitoring_location_id=CLAFTCCO';

describe.each(DRIVERS)('OGC API readings on %s', (driver) => {
  const api = useTestApi(driver, insertOgcFixture);
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers: { host: 'water.example', ...headers } });
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(url.replace('http://water.example', ''), headers);
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };
  const link = (of: Page, rel: string) => of.links.find((candidate) => candidate.rel === rel)?.href;
  const times = (of: Page) => of.features.map((feature) => feature.properties.time);

  it('answers one feature per 15-minute reading with its district time and offset', async () => {
    const first = await page(`${CONTINUOUS}?${FORT_COLLINS}&limit=10`);
    expect(first.numberReturned).toBe(10);
    expect(first.features[0]).toMatchObject({
      id: 'CLAFTCCO~flow_cfs~2026-03-08T07:00:00Z',
      geometry: { type: 'Point', coordinates: [-105.1, 40.6] },
      properties: {
        monitoring_location_id: 'CLAFTCCO',
        parameter: 'flow_cfs',
        value: 0,
        unit: 'cfs',
        time: '2026-03-08T00:00:00-07:00',
      },
    });
    // The clock jumps from 01:45 MST to 03:00 MDT.
    expect(times(first)).toContain('2026-03-08T01:45:00-07:00');
    expect(times(first)).toContain('2026-03-08T03:00:00-06:00');
  });

  it('pages by cursor: next links reach every reading once, prev goes back', async () => {
    const seen: unknown[] = [];
    let url: string | undefined = `${CONTINUOUS}?${FORT_COLLINS}&limit=15`;
    const pages: Page[] = [];
    while (url) {
      const current: Page = await page(url);
      pages.push(current);
      seen.push(...current.features.map((feature) => feature.id));
      url = link(current, 'next');
    }
    expect(pages.map((each) => each.numberReturned)).toEqual([15, 15, 10]);
    expect(new Set(seen).size).toBe(40);
    expect(link(pages[0]!, 'prev')).toBeUndefined();
    expect(link(pages[2]!, 'next')).toBeUndefined();
    const back = await page(link(pages[2]!, 'prev')!);
    expect(back.features.map((feature) => feature.id)).toEqual(
      pages[1]!.features.map((feature) => feature.id),
    );
    expect(link(pages[1]!, 'next')).toContain(FORT_COLLINS);
  });

  it('reads datetime instants, intervals and open ends, both ends included', async () => {
    const count = async (datetime: string) =>
      (await page(`${CONTINUOUS}?${FORT_COLLINS}&datetime=${encodeURIComponent(datetime)}`))
        .numberReturned;
    expect(await count('2026-03-08T08:00:00Z/2026-03-08T09:00:00Z')).toBe(5);
    expect(await count('../2026-03-08T00:30:00-07:00')).toBe(3);
    expect(await count('2026-03-08T16:30:00Z/..')).toBe(2);
    expect(await count('2026-03-08T03:00:00-06:00')).toBe(1);
  });

  it('sorts each series newest first with sortby=-time', async () => {
    const newest = await page(`${CONTINUOUS}?${FORT_COLLINS}&sortby=-time&limit=2`);
    expect(times(newest)).toEqual(['2026-03-08T10:45:00-06:00', '2026-03-08T10:30:00-06:00']);
    const next = await page(link(newest, 'next')!);
    expect(times(next)).toEqual(['2026-03-08T10:15:00-06:00', '2026-03-08T10:00:00-06:00']);
  });

  it('answers daily values by district day', async () => {
    const one = await page(`${DAILY}?${FORT_COLLINS}&datetime=2026-03-05`);
    expect(one.features.map((feature) => feature.properties)).toEqual([
      {
        monitoring_location_id: 'CLAFTCCO',
        parameter: 'flow_cfs',
        value: 104,
        unit: 'cfs',
        time: '2026-03-05',
      },
    ]);
    expect(
      (await page(`${DAILY}?${FORT_COLLINS}&datetime=2026-03-02/2026-03-04`)).numberReturned,
    ).toBe(3);
  });

  it('shows the district station’s readings to a signed-in caller only', async () => {
    const url = `${DAILY}?monitoring_location_id=BRW-7`;
    expect((await page(url)).numberReturned).toBe(0);
    const signedIn = await page(url, await embeddedBearer(api.db, ['User']));
    expect(signedIn.numberReturned).toBe(1);
    const id = signedIn.features[0]!.id;
    expect((await get(`/ogc/collections/daily-values/items/${id}`)).statusCode).toBe(401);
  });

  it('answers one reading by its id', async () => {
    const response = await get(
      `/ogc/collections/continuous-values/items/CLAFTCCO~flow_cfs~2026-03-08T09:00:00Z`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().properties.time).toBe('2026-03-08T03:00:00-06:00');
  });

  it('answers the newest reading of each series with its age, district stations signed in', async () => {
    const latest = await page('/ogc/collections/latest-values/items');
    expect(latest.numberMatched).toBe(2);
    expect(latest.features.map((feature) => feature.id)).toEqual([
      'CLAFTCCO~flow_cfs',
      'PLAHENCO~flow_cfs',
    ]);
    expect(latest.features[0]!.properties).toMatchObject({
      value: 39,
      time: '2026-03-08T10:45:00-06:00',
      age_minutes: expect.any(Number),
    });
    const fresh = latest.features[1]!.properties;
    // The map fixture's newest Henderson reading is an hour or two old.
    expect(fresh.age_minutes).toBeGreaterThanOrEqual(60);
    expect(fresh.age_minutes).toBeLessThan(120);
    const signedIn = await page(
      '/ogc/collections/latest-values/items?monitoring_location_id=BRW-7',
      await embeddedBearer(api.db, ['User']),
    );
    expect(signedIn.features.map((feature) => feature.id)).toEqual(['BRW-7~flow_cfs']);
    expect((await get('/ogc/collections/latest-values/items/BRW-7~flow_cfs')).statusCode).toBe(401);
  });

  it('answers a page as CSV with times and their offsets, the next page in a Link header', async () => {
    const response = await get(`${CONTINUOUS}?${FORT_COLLINS}&limit=3&f=csv&properties=value,time`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe(
      'id,x,y,value,time\n' +
        'CLAFTCCO~flow_cfs~2026-03-08T07:00:00Z,-105.1,40.6,0,2026-03-08T00:00:00-07:00\n' +
        'CLAFTCCO~flow_cfs~2026-03-08T07:15:00Z,-105.1,40.6,1,2026-03-08T00:15:00-07:00\n' +
        'CLAFTCCO~flow_cfs~2026-03-08T07:30:00Z,-105.1,40.6,2,2026-03-08T00:30:00-07:00\n',
    );
    expect(response.headers.link).toMatch(
      /^<http:\/\/water\.example\/ogc\/.*f=csv.*cursor=.*>; rel="next"$/,
    );
  });

  it('refuses a bad datetime, sortby or cursor naming the parameter', async () => {
    for (const [query, parameter] of [
      ['datetime=yesterday', 'datetime'],
      ['datetime=2026-03-09/2026-03-08', 'datetime'],
      ['sortby=value', 'sortby'],
      ['cursor=abc', 'cursor'],
      ['offset=10', 'offset'],
    ]) {
      const response = await get(`${CONTINUOUS}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'InvalidParameterValue', parameter });
    }
  });
});
