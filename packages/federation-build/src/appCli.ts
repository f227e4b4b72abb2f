import { runApp } from './appRunner';

const command = process.argv[2];
if (command !== 'build' && command !== 'dev') {
  console.error('Usage: headgate-app build | dev');
  process.exit(2);
}
runApp(command, process.cwd()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
