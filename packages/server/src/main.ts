import path from 'node:path';
import { readConfig } from './config';
import { createServer } from './createServer';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const config = readConfig(process.env, rootDir);
const app = await createServer(config);
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
console.log(`Headgate is running at http://${shown}:${config.port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
