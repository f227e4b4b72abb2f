import { readConfig, type ServerConfig } from '../../../config';
import { ConfigurationError } from '../configurationError';

/** The configuration of `env` for a server installed at `/srv/headgate`. */
export const readTestConfig = (env: NodeJS.ProcessEnv): ServerConfig =>
  readConfig(env, '/srv/headgate');

/** The lines of the refusal of `env`, or a failure when it is accepted. */
export function configRefusal(env: NodeJS.ProcessEnv): string[] {
  try {
    readTestConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.lines;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}
