import type { FastifyInstance } from 'fastify';
import { facilityWidgetEndpoints, wellFieldEndpoints } from '@headgate/contracts';
import { NotFound } from '../../../core/api/refusals';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { Database } from '../../../core/database/openDatabase';
import { currentTotals } from './currentTotals';
import { findDisplayFacility } from './facilityLookup';
import { lastFewReadings } from './lastFewReadings';
import { storageGauges } from './storageGauges';
import { localToday } from '../../../core/timeseries/waterYear';
import { monthlyVolumes, yearToDateVolumes } from './waterYearVolumes';
import { wellCurrentValues, wellCurrentValuesTable } from './wellCurrentValues';

const refusals = [400, 404] as const;

/** The refusal for a facility id that names no facility. */
const facilityNotFound = (facilityNdx: number) => new NotFound(`No facility ${facilityNdx}.`);

/**
 * The facility pages' summary widgets (spec/public-map.md §3 and §7, spec/dashboard.md §2). All
 * public: the widgets summarise a facility without exposing its raw series.
 */
export function facilityDisplayRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { pool } = database;

  registerEndpoint(
    app,
    facilityWidgetEndpoints.lastfew,
    async (request) => {
      const facility = await findDisplayFacility(pool, request.params.facilityNdx);
      if (!facility) throw facilityNotFound(request.params.facilityNdx);
      return lastFewReadings(pool, facility);
    },
    { refusals },
  );

  registerEndpoint(
    app,
    facilityWidgetEndpoints.monthly,
    async (request) => {
      const { facilityNdx } = request.params;
      if (!(await findDisplayFacility(pool, facilityNdx))) throw facilityNotFound(facilityNdx);
      return monthlyVolumes(pool, facilityNdx, request.query.asOf ?? localToday(new Date()));
    },
    { refusals },
  );

  registerEndpoint(
    app,
    facilityWidgetEndpoints.ytd,
    async (request) => {
      const { facilityNdx } = request.params;
      if (!(await findDisplayFacility(pool, facilityNdx))) throw facilityNotFound(facilityNdx);
      return yearToDateVolumes(pool, facilityNdx, request.query.asOf ?? localToday(new Date()));
    },
    { refusals },
  );

  registerEndpoint(
    app,
    facilityWidgetEndpoints.pctfull,
    async (request) => {
      const { facilityNdx } = request.params;
      if (!(await findDisplayFacility(pool, facilityNdx))) throw facilityNotFound(facilityNdx);
      return storageGauges(pool, facilityNdx);
    },
    { refusals },
  );

  registerEndpoint(app, wellFieldEndpoints.currentTotals, async () => currentTotals(pool), {
    refusals,
  });

  registerEndpoint(
    app,
    wellFieldEndpoints.wellValuesGraph,
    async () =>
      (await wellCurrentValues(pool)).map(({ location_id, current_level_ft, current_gpm }) => ({
        location_id,
        current_level_ft,
        current_gpm,
      })),
    { refusals },
  );

  registerEndpoint(
    app,
    wellFieldEndpoints.wellValuesTable,
    async () => wellCurrentValuesTable(await wellCurrentValues(pool)),
    { refusals },
  );
}
