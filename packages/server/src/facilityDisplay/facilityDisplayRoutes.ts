import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  apiErrorSchema,
  currentTotalRowSchema,
  facilityDisplayParamsSchema,
  facilityLastFewRowSchema,
  facilityMonthlyRowSchema,
  facilityPctFullRowSchema,
  facilityYtdRowSchema,
  waterYearQuerySchema,
  wellCurrentValuesRowSchema,
  wellCurrentValuesTableRowSchema,
} from '@headgate/contracts';
import type { Database } from '../database/openDatabase';
import { currentTotals } from './currentTotals';
import { findDisplayFacility } from './facilityLookup';
import { lastFewReadings } from './lastFewReadings';
import { storageGauges } from './storageGauges';
import { localToday } from './waterYear';
import { monthlyVolumes, yearToDateVolumes } from './waterYearVolumes';
import { wellCurrentValues, wellCurrentValuesTable } from './wellCurrentValues';

const BASE = '/api/get-display-facility';
const tags = ['Facility pages'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

function facilityNotFound(reply: FastifyReply, facilityNdx: number) {
  return reply.code(404).send({ error: 'not_found', message: `No facility ${facilityNdx}.` });
}

/**
 * The facility pages' summary widgets (spec/public-map.md §3 and §7, spec/dashboard.md §2). All
 * public: the widgets summarise a facility without exposing its raw series.
 */
export function facilityDisplayRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  api.get(
    `${BASE}/lastfew/:facilityNdx`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The last few 15-minute readings of a facility's primary series, per location",
        params: facilityDisplayParamsSchema,
        response: { 200: z.array(facilityLastFewRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      const facility = await findDisplayFacility(pool, request.params.facilityNdx);
      if (!facility) return facilityNotFound(reply, request.params.facilityNdx);
      return lastFewReadings(pool, facility);
    },
  );

  api.get(
    `${BASE}/monthly/:facilityNdx`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Monthly flow volumes (af) of the current water year, per location',
        params: facilityDisplayParamsSchema,
        querystring: waterYearQuerySchema,
        response: { 200: z.array(facilityMonthlyRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { facilityNdx } = request.params;
      if (!(await findDisplayFacility(pool, facilityNdx)))
        return facilityNotFound(reply, facilityNdx);
      return monthlyVolumes(pool, facilityNdx, request.query.asOf ?? localToday(new Date()));
    },
  );

  api.get(
    `${BASE}/ytd/:facilityNdx`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Water-year-to-date flow volumes (af) of this and previous water years',
        params: facilityDisplayParamsSchema,
        querystring: waterYearQuerySchema,
        response: { 200: z.array(facilityYtdRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { facilityNdx } = request.params;
      if (!(await findDisplayFacility(pool, facilityNdx)))
        return facilityNotFound(reply, facilityNdx);
      return yearToDateVolumes(pool, facilityNdx, request.query.asOf ?? localToday(new Date()));
    },
  );

  api.get(
    `${BASE}/pctfull/:facilityNdx`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Percent-full gauges of a facility's storage locations",
        params: facilityDisplayParamsSchema,
        response: { 200: z.array(facilityPctFullRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { facilityNdx } = request.params;
      if (!(await findDisplayFacility(pool, facilityNdx)))
        return facilityNotFound(reply, facilityNdx);
      return storageGauges(pool, facilityNdx);
    },
  );

  api.get(
    `${BASE}/eccv-current-totals`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'District-wide current pumping, storage and recharge flow',
        response: { 200: z.array(currentTotalRowSchema), ...errors },
      },
    },
    async () => currentTotals(pool),
  );

  api.get(
    `${BASE}/eccv-current-values-by-well/graph`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Every well's current water level and pumping rate",
        response: { 200: z.array(wellCurrentValuesRowSchema), ...errors },
      },
    },
    async () =>
      (await wellCurrentValues(pool)).map(({ location_id, current_level_ft, current_gpm }) => ({
        location_id,
        current_level_ft,
        current_gpm,
      })),
  );

  api.get(
    `${BASE}/eccv-current-values-by-well/table`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Current well values as a table with a column per well',
        response: { 200: z.array(wellCurrentValuesTableRowSchema), ...errors },
      },
    },
    async () => wellCurrentValuesTable(await wellCurrentValues(pool)),
  );
}
