import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { Database } from '../../../core/database/openDatabase';
import { migratedDatabase } from '../../../core/database/testing/testDatabases';
import { createReleaseStore } from './storedReleases';

const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));

describe("a server's copy of the release store", () => {
  let db: Database;
  let rootDir: string;
  beforeEach(async () => {
    db = await migratedDatabase('pglite');
    // No built remotes: the store is filled empty.
    rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-store-'));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await db.close();
    fs.rmSync(rootDir, { recursive: true, force: true });
  });

  const storeOver = () =>
    createReleaseStore(db.pool, { rootDir, discoveryFile: undefined }, Fastify().log);

  it('serves the copy last read while the database cannot be read', async () => {
    const store = storeOver();
    const first = await store.current();
    jest.spyOn(db.pool, 'query').mockImplementation(lost);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
    expect(store.stale()).toBe(true);
    await expect(store.current()).resolves.toBe(first);
  });

  it('reads again after a change on this server, and keeps its copy for the page headers if that fails', async () => {
    const store = storeOver();
    const first = await store.current();
    store.changed();
    expect(store.stale()).toBe(true);
    jest.spyOn(db.pool, 'query').mockImplementation(lost);
    await expect(store.current()).resolves.toBe(first);
    expect(store.lastRead()).toBe(first);
  });
});
