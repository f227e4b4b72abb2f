/** How long a shutdown waits for the work in flight by default: under an orchestrator's 30 s. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** Where the server is in its life: readiness answers 200 only while it is serving. */
export type ServerPhase = 'starting' | 'serving' | 'draining';

/** Work that must end before the process exits, such as the jobs' current step. */
interface DrainedWork {
  /** Ends the work: resolves once what is under way has finished. */
  finish(): Promise<void>;
  /** What is under way now, named for the log of a shutdown cut off by its deadline. */
  underWay(): string | null;
}

/**
 * The server's phase, shared by the app that answers while the database is prepared and the
 * full app after it, and the work a shutdown waits for.
 */
export function createServerLifecycle(phase: ServerPhase = 'starting') {
  const work: DrainedWork[] = [];
  let finished: Promise<void> | null = null;
  return {
    phase: () => phase,
    /** The database is prepared and the full app answers. */
    serve() {
      if (phase === 'starting') phase = 'serving';
    },
    /** Registers work a shutdown waits for (it is asked to finish once draining starts). */
    drains(drained: DrainedWork) {
      work.push(drained);
    },
    /**
     * Turns readiness off for good and asks the registered work to finish; resolves when it
     * has. Idempotent: a second signal waits for the same work.
     */
    drain(): Promise<void> {
      phase = 'draining';
      finished ??= Promise.all(work.map((drained) => drained.finish())).then(() => undefined);
      return finished;
    },
    /** The registered work still under way. */
    underWay(): string[] {
      return work.map((drained) => drained.underWay()).filter((what) => what !== null);
    },
  };
}
export type ServerLifecycle = ReturnType<typeof createServerLifecycle>;
