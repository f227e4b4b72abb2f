import { Registry } from 'prom-client';
import type { DatabaseCheck, DatabaseState } from '../health/databaseCheck';
import { createServerLifecycle, type ServerPhase } from '../lifecycle/serverLifecycle';
import { measureReadiness } from './readinessMetrics';

/** `headgate_server_ready` as one scrape reads it, for a server in `phase` over `state`. */
async function readiness(phase: ServerPhase, state: DatabaseState): Promise<number | undefined> {
  const lifecycle = createServerLifecycle(phase === 'draining' ? 'serving' : phase);
  if (phase === 'draining') void lifecycle.drain();
  const check: DatabaseCheck = { current: async () => state };
  const registry = new Registry();
  measureReadiness({ lifecycle, check }, registry);
  const metric = await registry.getSingleMetric('headgate_server_ready')!.get();
  return metric.values[0]?.value;
}

describe('headgate_server_ready', () => {
  it('is 1 while the server serves over a reachable, migrated database', async () => {
    expect(await readiness('serving', { status: 'ok', jobs: undefined })).toBe(1);
  });

  it('is 0 wherever /api/health/ready answers 503', async () => {
    const ok: DatabaseState = { status: 'ok', jobs: undefined };
    expect(await readiness('starting', ok)).toBe(0);
    expect(await readiness('draining', ok)).toBe(0);
    expect(await readiness('serving', { status: 'unreachable' })).toBe(0);
    expect(await readiness('serving', { status: 'not_migrated', missing: 2 })).toBe(0);
  });
});
