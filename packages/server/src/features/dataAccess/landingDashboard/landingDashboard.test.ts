import { expectBadRequest, useTestApi } from '../../../core/api/testing/apiFixture';
import type { Database } from '../../../core/database/openDatabase';
import { DRIVERS } from '../../../core/database/testing/testDatabases';
import { getAs } from '../../facilityPages/drillDown/testing/facilityCallers';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
} from '../../facilityPages/drillDown/testing/facilityFixture';

jest.setTimeout(60_000);

/** The facility fixture with its reservoir outlet made a public station. */
async function insertDashboardFixture(db: Database): Promise<void> {
  await insertFacilityFixture(db);
  await db.pool.query('UPDATE locations SET is_public = true WHERE location_ndx = $1', [
    LOCATION.out,
  ]);
}

interface Reading {
  location_label: string;
  data_value: number;
  collect_timestamp: string;
}

describe.each(DRIVERS)('landing dashboard on %s', (driver) => {
  const api = useTestApi(driver, insertDashboardFixture);
  const readings = async (url: string, signedIn: boolean): Promise<Reading[]> => {
    const response = await getAs(api, url, signedIn ? 'User' : 'anonymous');
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("gives each station's last report, the district's own only to signed-in callers", async () => {
    const signedIn = await readings(`/api/display-dashgraph-data-hourly/${FLOW}/0`, true);
    const byLabel = new Map(signedIn.map((reading) => [reading.location_label, reading]));
    expect(byLabel.get('LBR-IN')).toMatchObject({
      data_value: 283,
      collect_timestamp: '2026-03-10T05:45:00.000Z',
    });
    expect(byLabel.get('LBR-OUT')).toEqual({
      location_label: 'LBR-OUT',
      parameter_name: expect.any(String),
      unit_name: expect.any(String),
      collect_timestamp: '2026-03-09T05:45:00.000Z',
      data_value: 103,
      datasrc_name: null,
      bar_color: '#17BECF',
    });
    const anonymous = await readings(`/api/display-dashgraph-data-hourly/${FLOW}/0`, false);
    const labels = anonymous.map((reading) => reading.location_label);
    expect(labels).toContain('LBR-OUT');
    expect(labels).not.toContain('LBR-IN');
  });

  it('looks back the hours asked, up to 24', async () => {
    const now = await readings(`/api/display-dashgraph-data-hourly/${FLOW}/0`, true);
    const dayAgo = await readings(`/api/display-dashgraph-data-hourly/${FLOW}/24`, true);
    const at = (list: Reading[]) => list.find((reading) => reading.location_label === 'LBR-IN');
    // The fixture's readings ended long ago: a day earlier still finds the same last report.
    expect(at(dayAgo)?.collect_timestamp).toBe(at(now)?.collect_timestamp);
    const tooFar = await getAs(api, `/api/display-dashgraph-data-hourly/${FLOW}/25`, 'anonymous');
    expectBadRequest(tooFar, 'hours');
    expect(tooFar.json().message).toContain('Value must not exceed 24');
    expectBadRequest(
      await getAs(api, `/api/display-dashgraph-data-hourly/${FLOW}/1.5`, 'anonymous'),
      'hours',
    );
  });

  it('answers 404 for an unknown parameter, 400 for a bad one', async () => {
    expect(
      (await getAs(api, '/api/display-dashgraph-data-hourly/999999/0', 'anonymous')).statusCode,
    ).toBe(404);
    expectBadRequest(
      await getAs(api, '/api/display-dashgraph-data-hourly/flow/0', 'anonymous'),
      'parameter',
    );
  });

  it('offers the parameters recorded at stations the caller may see', async () => {
    const listed = async (signedIn: boolean) =>
      (await getAs(api, '/api/list-dashboard-parameters', signedIn ? 'User' : 'anonymous'))
        .json()
        .map((parameter: { parameter_ndx: number }) => parameter.parameter_ndx);
    expect(await listed(true)).toEqual(expect.arrayContaining([FLOW, 1539]));
    // The water level is recorded only at the reservoir, a district station.
    expect(await listed(false)).not.toContain(1539);
  });
});
