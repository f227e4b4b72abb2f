import { startThrowawayPostgres } from './throwawayPostgres';

// For the load benchmark: starts a throwaway PostgreSQL 15, prints its URL on one line, and
// stops it (removing its folder) when told to end or when its parent goes away.
const postgres = await startThrowawayPostgres();
process.stdout.write(`${postgres.url}\n`);
let stopped = false;
const stop = () => {
  if (!stopped) postgres.stop();
  stopped = true;
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
