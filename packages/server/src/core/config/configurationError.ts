import type { z } from 'zod';
import { variableDocs } from './environmentVariable';

/**
 * The environment cannot run the server: one line per bad variable, naming it, its value (unless
 * secret) and what it accepts, so an operator fixes them all in one go.
 */
export class ConfigurationError extends Error {
  constructor(readonly lines: string[]) {
    super(
      `${lines.length === 1 ? 'an environment variable is' : `${lines.length} environment variables are`} not usable:\n${lines.map((line) => `  ${line}`).join('\n')}`,
    );
    this.name = 'ConfigurationError';
  }
}

/** The refusal of `env` by `schema`, one line per variable (its first problem). */
export function configurationError(
  schema: z.ZodObject,
  env: NodeJS.ProcessEnv,
  issues: readonly z.core.$ZodIssue[],
): ConfigurationError {
  const lines = new Map<string, string>();
  for (const issue of issues) {
    const variable = String(issue.path[0] ?? '');
    if (lines.has(variable)) continue;
    const field = schema.shape[variable];
    const shown =
      field && variableDocs.get(field)?.secret
        ? ' (value hidden)'
        : `=${JSON.stringify(env[variable])}`;
    lines.set(variable, `${variable}${shown} ${issue.message}`);
  }
  return new ConfigurationError([...lines.values()]);
}
