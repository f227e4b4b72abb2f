import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { useTestApi } from '../../core/api/testing/apiFixture';
import { insertOgcFixture } from './testing/ogcFixture';

jest.setTimeout(60_000);

const run = promisify(execFile);
const DEBIAN_PYTHON = '/usr/bin/python3';

/** True when a command answers; the clients are Debian packages the machine may not have. */
function installed(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const hasGdal = installed('ogrinfo', ['--version']);
const hasOwslib = installed(DEBIAN_PYTHON, ['-c', 'import owslib.ogcapi.features']);
if (!hasGdal || !hasOwslib) {
  console.warn('OGC client tests skipped: apt-get install -y gdal-bin python3-owslib');
}

// The clients are GDAL's OAPIF driver and OWSLib, nobody's code here; PGlite is enough, the
// SQL that differs between the drivers is covered by the other /ogc tests.
describe('OGC API with clients nobody here wrote', () => {
  const api = useTestApi('pglite', insertOgcFixture);
  let root = '';
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address() as { port: number };
    root = `http://127.0.0.1:${address.port}/ogc`;
  });

  (hasGdal ? it : it.skip)('GDAL lists the collections and copies every location', async () => {
    const { stdout } = await run('ogrinfo', ['-ro', `OAPIF:${root}`]);
    for (const id of [
      'monitoring-locations',
      'facilities',
      'daily-values',
      'continuous-values',
      'latest-values',
    ]) {
      expect(stdout).toContain(`: ${id} (`);
    }
    const target = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-ogr-')),
      'locations.gpkg',
    );
    await run('ogr2ogr', ['-f', 'GPKG', target, `OAPIF:${root}`, 'monitoring-locations']);
    const { stdout: copied } = await run('ogrinfo', ['-ro', '-so', target, 'monitoring-locations']);
    const { rows } = await api.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM locations WHERE is_public AND NOT exclude_from_map',
    );
    expect(copied).toContain(`Feature Count: ${rows[0]!.n}`);
  });

  (hasGdal ? it : it.skip)(
    'GDAL copies one location’s 15-minute readings of 7 days to CSV, paging, as many as stored',
    async () => {
      const target = path.join(
        fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-ogr-')),
        'readings.csv',
      );
      // The map fixture's Henderson gage: 10 days of 15-minute flow up to an hour ago.
      const { rows } = await api.db.pool.query<{ n: number; since: string; until: string }>(
        `SELECT count(*)::int AS n, to_char(min(collect_timestamp) AT TIME ZONE 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since, to_char((min(collect_timestamp) + interval '7 days')
                  AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS until
           FROM timeseries_15min
          WHERE location_ndx = 1 AND collect_timestamp <= (SELECT min(collect_timestamp)
                + interval '7 days' FROM timeseries_15min WHERE location_ndx = 1)`,
      );
      const { n, since, until } = rows[0]!;
      expect(n).toBe(7 * 96 + 1);
      await run('ogr2ogr', [
        '-f',
        'CSV',
        target,
        `OAPIF:${root}`,
        'continuous-values',
        '-where',
        `monitoring_location_id = 'PLAHENCO' AND time >= '${since}' AND time <= '${until}'`,
        '-oo',
        'PAGE_SIZE=250',
      ]);
      const lines = fs.readFileSync(target, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(1 + n);
      expect(lines[1]).toContain('PLAHENCO');
    },
  );

  (hasOwslib ? it : it.skip)(
    'OWSLib reads the landing page, conformance and pages by bbox and datetime',
    async () => {
      const script = `
import json, sys, requests
from owslib.ogcapi.features import Features
api = Features(sys.argv[1])
conformance = api.conformance()["conformsTo"]
ids = [c["id"] for c in api.collections()["collections"]]
page = api.collection_items("continuous-values", bbox=[-105.2, 40.5, -105.0, 40.7],
    datetime="2026-03-08T08:00:00Z/2026-03-08T12:00:00Z", limit=7)
count = 0
while True:
    count += len(page["features"])
    following = [link["href"] for link in page["links"] if link["rel"] == "next"]
    if not following: break
    page = requests.get(following[0]).json()
print(json.dumps({"conformance": conformance, "ids": ids, "count": count}))
`;
      const { stdout } = await run(DEBIAN_PYTHON, ['-c', script, root]);
      const answer = JSON.parse(stdout) as { conformance: string[]; ids: string[]; count: number };
      expect(answer.conformance).toContain(
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
      );
      expect(answer.ids).toContain('continuous-values');
      // 08:00 to 12:00 UTC every 15 minutes, both ends: 17 readings at Fort Collins, in 3 pages.
      expect(answer.count).toBe(17);
    },
  );
});
