/**
 * `bin/headgate` in a release, `pnpm headgate` in a checkout: every operator task is one command.
 * Each command's module is loaded only when it is asked for, so `serve` loads no backup code.
 */

interface Command {
  /** The line `headgate help` shows. */
  usage: string;
  /** Runs the command; resolves to the exit code, or to `undefined` when it keeps running. */
  run(args: string[]): Promise<number | undefined>;
}

const COMMANDS: Record<string, Command> = {
  serve: {
    usage: 'serve                         run the server (API, sign-in, shell and remotes)',
    async run() {
      await import('../main');
      return undefined;
    },
  },
  prepare: {
    usage:
      'prepare                       apply pending migrations (and the demo, when on), then exit',
    async run() {
      await import('../prepareCli');
      return Number(process.exitCode ?? 0);
    },
  },
  backup: {
    usage: 'backup FILE [--force]         write the PostgreSQL database and a manifest to FILE',
    async run(args) {
      return (await import('../features/backups/backupCommand')).runBackupCommand(args);
    },
  },
  restore: {
    usage: 'restore FILE                  restore a backup into an empty PostgreSQL database',
    async run(args) {
      return (await import('../features/backups/restoreCommand')).runRestoreCommand(args);
    },
  },
  admin: {
    usage:
      'admin create --email E [--name N] | reset-password --email E\n' +
      '                                an Administrator, or a new password for a user (read from\n' +
      '                                standard input, or asked twice on a terminal)',
    async run(args) {
      return (
        await import('../features/usersManagement/administrators/adminCommand')
      ).runAdminCommand(args);
    },
  },
  'db-reset': {
    usage:
      'db-reset [--yes-destroy DB]   empty the demo database and load the demo again (another\n' +
      '                                database only when named: --yes-destroy its name)',
    async run(args) {
      return (await import('../../demo/demoResetCommand')).runDemoResetCommand(args);
    },
  },
};

function usage(): string {
  return [
    'Usage: headgate <command> [options]   (the environment as for the server, e.g. DATABASE_URL)',
    '',
    ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
    '',
  ].join('\n');
}

// A module (for the top-level await below), though it exports nothing.
export {};

const [name, ...args] = process.argv.slice(2);
const command = name === undefined ? undefined : COMMANDS[name];
if (!command) {
  const help = name === 'help' || name === '--help' || name === '-h';
  (help ? process.stdout : process.stderr).write(
    `${help || name === undefined ? '' : `Unknown command "${name}".\n\n`}${usage()}`,
  );
  process.exitCode = help ? 0 : 2;
} else {
  const code = await command.run(args);
  if (code !== undefined) process.exitCode = code;
}
