import { expectBadRequest, useTestApi } from '../../core/api/testing/apiFixture';
import { DRIVERS } from '../../core/database/testing/testDatabases';

jest.setTimeout(60_000);

describe.each(DRIVERS)('15-minute graphs on %s', (driver) => {
  const api = useTestApi(driver);

  it('answers the last 3 days of flow by default, in the row shape of the spec', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/graph-flow-data15-min/1' });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Record<string, unknown>[];
    // 3 days of 15-minute readings, the newest an hour ago.
    expect(rows.length).toBeGreaterThanOrEqual(3 * 96 - 8);
    expect(rows.length).toBeLessThanOrEqual(3 * 96);
    expect(rows[0]).toEqual({
      collect_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      units: 'cfs',
      source: null,
      location_name: 'South Platte River at Henderson',
      location_id: 'PLAHENCO',
      flow_cfs: expect.any(Number),
    });
    const times = rows.map((row) => Date.parse(String(row.collect_timestamp)));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('downsamples a long window to the requested points, keeping the peak', async () => {
    const start = new Date(Date.now() - 11 * 86_400_000).toISOString();
    const rows = (
      await api.app.inject({
        method: 'POST',
        url: `/api/graph-flow-data15-min/1?start=${start}&maxPoints=50`,
      })
    ).json();
    expect(rows.length).toBeLessThanOrEqual(50);
    expect(Math.max(...rows.map((row: { flow_cfs: number }) => row.flow_cfs))).toBe(96);
  });

  it('answers an empty series for a graph the location does not have', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/graph-stage-data15-min/1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('keeps a district location closed to anonymous callers', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/graph-flow-data15-min/2' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('12.5');
  });

  it('answers 404 for an unknown location', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/graph-waterlevel-data15-min/999',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'No location 999.' });
  });

  it.each([
    ['/api/graph-flow-data15-min/abc', 'params.locationNdx'],
    [
      '/api/graph-flow-data15-min/1?start=2026-05-02T00:00:00Z&end=2026-05-01T00:00:00Z',
      'querystring.start',
    ],
    ['/api/graph-flow-data15-min/1?start=yesterday', 'querystring.start'],
    // No end means now: a start in the future has nothing before it.
    ['/api/graph-flow-data15-min/1?start=2030-12-30T23:59:59Z', 'start'],
    ['/api/graph-flow-data15-min/1?maxPoints=1', 'querystring.maxPoints'],
  ])('rejects %s with 400 naming %s', async (url, field) => {
    const response = await api.app.inject({ method: 'POST', url });
    expectBadRequest(response, field);
  });
});
