import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/** `pg_pool_connections{state}`: the pool's connections, read from the pool at each scrape. */
export function measurePool(pool: pg.Pool, registry: Registry): void {
  new Gauge({
    name: 'pg_pool_connections',
    help: 'Connections of the PostgreSQL pool: total open, idle, and clients waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
