import zlib from 'node:zlib';
import type pg from 'pg';
import { createPublicMapAnswers, reportingExpiry, rolesKey } from './publicMapAnswers';

/** A pool whose data version the test sets; only the version query is ever asked. */
function versionedPool() {
  const state = { version: 1 };
  const pool = {
    query: jest.fn(async () => ({ rows: [{ version: String(state.version) }] })),
  } as unknown as pg.Pool;
  return { pool, state };
}

const decode = (body: Buffer) => JSON.parse(zlib.brotliDecompressSync(body).toString());

describe('public map answers', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('builds an answer once, and again when the data version changes', async () => {
    const { pool, state } = versionedPool();
    const answers = createPublicMapAnswers(pool);
    let builds = 0;
    const build = jest.fn(async () => ({ document: { n: ++builds }, expiresAt: Infinity }));
    const first = await answers.get('layers:anonymous', build);
    await answers.get('layers:anonymous', build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(decode(first.br.body)).toEqual({ n: 1 });

    state.version = 2;
    await answers.get('layers:anonymous', build);
    // The version is read at most once a second.
    expect(build).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    const second = await answers.get('layers:anonymous', build);
    expect(build).toHaveBeenCalledTimes(2);
    expect(second.identity.etag).not.toBe(first.identity.etag);
  });

  it('rebuilds an answer whose reporting states have expired', async () => {
    const { pool } = versionedPool();
    const answers = createPublicMapAnswers(pool);
    const build = jest.fn(async () => ({ document: {}, expiresAt: Date.now() + 5_000 }));
    await answers.get('united', build);
    jest.advanceTimersByTime(4_000);
    await answers.get('united', build);
    expect(build).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    await answers.get('united', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('shares one build between concurrent callers and forgets a failed one', async () => {
    const { pool } = versionedPool();
    const answers = createPublicMapAnswers(pool);
    const failing = jest.fn(async () => {
      throw new Error('database gone');
    });
    const both = [answers.get('sources:User', failing), answers.get('sources:User', failing)];
    await expect(Promise.all(both)).rejects.toThrow('database gone');
    expect(failing).toHaveBeenCalledTimes(1);
    const working = jest.fn(async () => ({ document: [], expiresAt: Infinity }));
    await answers.get('sources:User', working);
    expect(working).toHaveBeenCalledTimes(1);
  });

  it('keys callers by their set of roles', () => {
    expect(rolesKey([])).toBe('anonymous');
    expect(rolesKey(['User', 'Administrator'])).toBe(rolesKey(['Administrator', 'User']));
  });

  it('expires when the first location reporting now turns stale', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const feature = (last_report: string | null) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point', coordinates: [0, 0] },
      properties: { last_report },
    });
    const collection = {
      type: 'FeatureCollection' as const,
      features: [
        feature('2026-06-01T06:00:00Z'),
        feature('2026-06-01T11:45:00Z'),
        feature('2026-05-20T00:00:00Z'),
        feature(null),
      ],
    };
    expect(reportingExpiry([collection], now)).toBe(Date.parse('2026-06-02T06:00:00Z'));
    expect(reportingExpiry([{ ...collection, features: [] }], now)).toBe(Infinity);
  });
});
