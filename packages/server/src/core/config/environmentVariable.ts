import { z } from 'zod';
import type { SettingKind } from './settingKinds';

/**
 * What the configuration table (docs/operating/configuration.md) says of a variable, kept beside
 * its parsing.
 */
export interface VariableDoc {
  /** The table's default cell, verbatim: the default in backticks, or words for a derived one. */
  readme: string;
  /** The variable's fixed default, parsed like a value the operator gave. */
  default?: string;
  /** Its value carries credentials, so a refusal never repeats it. */
  secret?: boolean;
}

/** The documentation of every variable of the environment schema. */
export const variableDocs = z.registry<VariableDoc>();

// `VARIABLE=` in a unit file or a compose file means "not set", not "set to nothing".
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A variable with a fixed default, which the configuration table shows in backticks. */
export function withDefault<T>(
  kind: SettingKind<T>,
  fallback: string,
  options: { secret?: boolean } = {},
) {
  return z
    .preprocess(blankAsUnset, kind.prefault(fallback))
    .register(variableDocs, { readme: `\`${fallback}\``, default: fallback, ...options });
}

/** A variable that may stay unset; `readme` says what happens then (or what it derives from). */
export function optional<T>(
  kind: SettingKind<T>,
  readme: string,
  options: { secret?: boolean } = {},
) {
  return z.preprocess(blankAsUnset, kind.optional()).register(variableDocs, { readme, ...options });
}
