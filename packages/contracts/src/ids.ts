import * as z from 'zod';

/**
 * The largest PostgreSQL `integer`: every id and count column is one, so a larger number can
 * only be a typo or a probe, and is refused before it reaches the database.
 */
export const MAX_INTEGER = 2_147_483_647;

/** A record's id in a body or an answer: a positive PostgreSQL integer. */
export const idSchema = z.number().int().positive().max(MAX_INTEGER);

/** A record's id in a path or a query string, where it arrives as text. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_INTEGER);

/** Any value of an `integer` column (a group's negated id, a signed offset). */
export const integerSchema = z
  .number()
  .int()
  .min(-MAX_INTEGER - 1)
  .max(MAX_INTEGER);

/** The most ids one comma list in a URL may hold. */
export const MAX_IDS_IN_LIST = 50;

/** A comma list of ids in a path or query (`1,2,6`): at least one, at most `MAX_IDS_IN_LIST`. */
export const idListParamSchema = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'a comma list of ids, e.g. 2,6')
  .transform((text) => text.split(',').map(Number))
  .pipe(z.array(idSchema).min(1).max(MAX_IDS_IN_LIST));
