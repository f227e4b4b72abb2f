import type { HealthResponse } from '@headgate/contracts';

/** What the server jobs report of themselves: each job's last tick, its runs and failures. */
export type JobsHealth = NonNullable<HealthResponse['jobs']>;

/** The server jobs as health and metrics read them, whichever feature runs them. */
export interface JobsReport {
  health(): Promise<JobsHealth>;
}
