// `pnpm cluster [N]`: a throwaway PostgreSQL 15, N servers (default 3) and nginx in front of
// them, until Ctrl-C, which stops them all and removes their folders.
import path from 'node:path';
import { missingForCluster, startCluster } from './startCluster';

const rootDir = path.resolve(import.meta.dirname, '../..');
const count = Number(process.argv[2] ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error(
    `The number of servers must be a whole number from 1 to 16, got "${process.argv[2]}".`,
  );
  process.exit(1);
}
const missing = missingForCluster(rootDir);
if (missing) {
  console.error(missing);
  process.exit(1);
}
console.log(`Starting PostgreSQL 15, ${count} server(s) and nginx…`);
const cluster = await startCluster({
  rootDir,
  servers: count,
  output: (line) => console.log(line),
}).catch((error: unknown) => {
  console.error(`The cluster could not start: ${(error as Error).message}`);
  process.exit(1);
});
console.log(`\nHeadgate is running at ${cluster.url}/ (${count} server(s) behind nginx)`);
for (const server of cluster.servers)
  console.log(`  server ${server.index + 1}: ${server.url} (pid ${server.process?.pid})`);
console.log(`  PostgreSQL: ${cluster.databaseUrl}\n  import folder: ${cluster.importDir}`);
console.log('Press Ctrl-C to stop them all.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the servers, nginx and PostgreSQL…');
    void cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stopping left something behind: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  });
}
