import * as z from 'zod';
import { instantSchema } from '../instants';
import { idParamSchema } from '../ids';

/** The time-series panel's default window, in days up to now (spec/public-map.md §9). */
export const DEFAULT_GRAPH_DAYS = 3;

/** The most points a graph call returns; longer windows come back downsampled, peaks kept. */
export const GRAPH_MAX_POINTS = 2000;

export const graphParamsSchema = z.object({ locationNdx: idParamSchema });

/** Window of a graph call; the panel's default is the last 3 days. */
export const graphQuerySchema = z
  .object({
    start: instantSchema.optional(),
    end: instantSchema.optional(),
    maxPoints: z.coerce.number().int().min(2).max(GRAPH_MAX_POINTS).default(GRAPH_MAX_POINTS),
  })
  .refine((query) => !query.start || !query.end || new Date(query.start) < new Date(query.end), {
    message: 'start must be before end',
    path: ['start'],
  });

/** One row of a 15-minute graph (spec/public-map.md §3), with the kind's value field. */
export const graphRowSchema = z.object({
  collect_timestamp: z.string(),
  units: z.string(),
  source: z.string().nullable(),
  location_name: z.string(),
  location_id: z.string(),
  flow_cfs: z.number().optional(),
  stage_ft: z.number().optional(),
  level_ft: z.number().optional(),
});
export type GraphRow = z.infer<typeof graphRowSchema>;
