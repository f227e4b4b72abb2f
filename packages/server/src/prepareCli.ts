import { readConfigOrExit } from './config';
import { openDatabase } from './core/database/openDatabase';
import { prepareDatabase } from './prepareDatabase';
import { INSTALL_ROOT } from './installRoot';

// `npm start` runs this beside the build, so that a first start's demo load and the build
// overlap; the server then finds the database ready.
const config = readConfigOrExit(process.env, INSTALL_ROOT);
const database = await openDatabase(config);
try {
  await prepareDatabase(database, config, (line) => console.log(line));
} catch (error) {
  console.error(
    `The database could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
