import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Releases } from '@headgate/contracts';
import type { DiscoveryDocument } from '@headgate/site-map';
import { openDatabase, type Database } from '../../../core/database/openDatabase';
import { freshDatabase } from '../../../core/database/testing/testDatabases';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { STORE_REUSE_MS } from './storedReleases';
import { builtEntry, releaseWorkspace, startReleaseServer } from './testing/releaseWorkspace';

jest.setTimeout(60_000);

let root: string;
const databases: Database[] = [];
let one: FastifyInstance;
let two: FastifyInstance;

beforeAll(async () => {
  root = releaseWorkspace();
  const first = await freshDatabase('postgres');
  const second = await openDatabase({
    databaseUrl: (first.pool.options as { connectionString: string }).connectionString,
    dataDir: '',
  });
  databases.push(first, second);
  one = await startReleaseServer(first, root);
  two = await startReleaseServer(second, root);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  for (const db of databases) await db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const served = async (app: FastifyInstance) =>
  (await app.inject('/discovery.json'))
    .json<DiscoveryDocument>()
    .microFrontends['mfe-admin']?.map((entry) => [
      entry.metadata.version,
      entry.deployment?.traffic,
    ]);
const put = async (app: FastifyInstance, traffic: number) =>
  app.inject({
    method: 'PUT',
    url: '/api/releases/mfe-admin',
    headers: await embeddedBearer(databases[0]!, ['Developer']),
    payload: {
      entries: [
        builtEntry('0.1.0', 100 - traffic, { default: true }),
        builtEntry('0.2.0', traffic),
      ],
    },
  });
const afterReuse = () => new Promise((resolve) => setTimeout(resolve, STORE_REUSE_MS + 50));

describe('two servers on one PostgreSQL', () => {
  it('fill the store once when they start together', async () => {
    expect(await Promise.all([served(one), served(two)])).toEqual([
      [
        ['0.1.0', 100],
        ['0.2.0', 0],
        ['0.9.0', 0],
      ],
      [
        ['0.1.0', 100],
        ['0.2.0', 0],
        ['0.9.0', 0],
      ],
    ]);
    const { audit } = (
      await one.inject({
        url: '/api/releases',
        headers: await embeddedBearer(databases[0]!, ['Administrator']),
      })
    ).json<Releases>();
    expect(audit.filter((change) => change.remote === 'mfe-admin')).toHaveLength(1);
  });

  it('serve the new document within a second of a change on either', async () => {
    expect((await put(one, 10)).statusCode).toBe(200);
    expect(await served(one)).toEqual([
      ['0.1.0', 90],
      ['0.2.0', 10],
    ]);
    await afterReuse();
    expect(await served(two)).toEqual([
      ['0.1.0', 90],
      ['0.2.0', 10],
    ]);

    expect((await put(two, 50)).statusCode).toBe(200);
    await afterReuse();
    expect(await served(one)).toEqual([
      ['0.1.0', 50],
      ['0.2.0', 50],
    ]);
  });
});
