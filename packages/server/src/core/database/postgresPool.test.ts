import net from 'node:net';
import pg from 'pg';
import { isDatabaseUnreachable } from './databaseUnreachable';
import { CONNECT_TIMEOUT_MS, createPostgresPool } from './postgresPool';

/** A database host that takes connections and never answers; `sockets` are the ones it took. */
async function silentHost() {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://headgate@127.0.0.1:${port}/postgres`,
    sockets,
    close() {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}

describe('the PostgreSQL pool', () => {
  it('gives up on a database host that takes the connection but never answers, within 5 s', async () => {
    const host = await silentHost();
    const pool = createPostgresPool(host.url);
    const startedAt = performance.now();
    const error = await pool.query('SELECT 1').catch((failure: unknown) => failure);
    const waited = performance.now() - startedAt;
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(5000);
    await pool.end();
    host.close();
  });

  it("counts a lone connection's start-up timeout as unreachable, so a starting server tries again", async () => {
    const host = await silentHost();
    // The start-up lock's own connection: a client outside the pool, with the pool's options.
    const pool = createPostgresPool(host.url);
    const error = await new pg.Client(pool.options).connect().catch((failure: unknown) => failure);
    expect(isDatabaseUnreachable(error)).toBe(true);
    await pool.end();
    host.close();
  });

  it('opens at most PG_POOL_MAX connections, however many queries wait', async () => {
    const host = await silentHost();
    const pool = createPostgresPool(host.url, { max: 2 });
    const queries = Array.from({ length: 5 }, () => pool.query('SELECT 1').catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(host.sockets).toHaveLength(2);
    await Promise.all(queries);
    await pool.end();
    host.close();
  });
});
