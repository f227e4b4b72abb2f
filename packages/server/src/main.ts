import path from 'node:path';
import { readConfig } from './config';
import { createServer } from './createServer';
import { openDatabase } from './database/openDatabase';
import { prepareDatabase } from './database/prepareDatabase';

const rootDir = path.resolve(import.meta.dirname, '../../..');

async function start() {
  const config = readConfig(process.env, rootDir);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config, (line) => console.log(line));
    const app = await createServer(config, database);
    app.addHook('onClose', () => database.close());
    await app.listen({ port: config.port, host: config.host });
    return { app, config, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

const { app, config, database } = await start().catch((error: unknown) => {
  console.error(
    `Headgate could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
console.log(
  `Headgate is running at http://${shown}:${config.port}/ (database: ${database.driver})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
