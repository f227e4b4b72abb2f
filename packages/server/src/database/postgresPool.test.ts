import net from 'node:net';
import pg from 'pg';
import { isDatabaseUnreachable } from './databaseUnreachable';
import { CONNECT_TIMEOUT_MS, createPostgresPool } from './postgresPool';

describe('the PostgreSQL pool', () => {
  it('gives up on a database host that takes the connection but never answers, within 5 s', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = createPostgresPool(`postgres://headgate@127.0.0.1:${port}/postgres`);
    const startedAt = performance.now();
    const error = await pool.query('SELECT 1').catch((failure: unknown) => failure);
    const waited = performance.now() - startedAt;
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(5000);
    await pool.end();
    sockets.forEach((socket) => socket.destroy());
    silent.close();
  });

  it("counts a lone connection's start-up timeout as unreachable, so a starting server tries again", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    // The start-up lock's own connection: a client outside the pool, with the pool's options.
    const pool = createPostgresPool(`postgres://headgate@127.0.0.1:${port}/postgres`);
    const client = new pg.Client(pool.options);
    const error = await client.connect().catch((failure: unknown) => failure);
    expect(isDatabaseUnreachable(error)).toBe(true);
    await pool.end();
    sockets.forEach((socket) => socket.destroy());
    silent.close();
  });

  it('opens at most PG_POOL_MAX connections, however many queries wait', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = createPostgresPool(`postgres://headgate@127.0.0.1:${port}/postgres`, 2);
    const queries = Array.from({ length: 5 }, () => pool.query('SELECT 1').catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sockets).toHaveLength(2);
    await Promise.all(queries);
    await pool.end();
    sockets.forEach((socket) => socket.destroy());
    silent.close();
  });
});
