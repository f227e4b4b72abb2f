import path from 'node:path';
import type pg from 'pg';
import { inTransaction } from '../src/core/database/inTransaction';
import type { Database } from '../src/core/database/openDatabase';
import { DISTRICT_LOCATIONS, publicGageLocations, type DemoLocation } from './districtLocations';
import { readDwrStations } from './dwrStations';
import { DEMO_FACILITIES, insertFacilities } from './facilities';
import { insertWithIds } from './insertRows';
import { readKerseyTexture } from './kerseyRecord';
import {
  COUNTIES_FILE,
  currentStreamflowFeatures,
  diversionPointFeatures,
  fileFeatures,
  RIVERS_FILE,
  stationFeatures,
  WATER_DISTRICTS_FILE,
  WELLS_FILE,
} from './mapFeatures';
import { CDSS_ATTRIBUTION, insertMapLayers, UNITED_ROLES, type MapSourceSeed } from './mapLayers';
import { insertWaterbodies } from './referenceLists';
import { riverCallFeatures } from './riverCalls';
import { insertImportSamples } from './importSamples';
import { insertAvailableFlow } from './availableFlow';
import { markDemoDatabase } from './demoMark';
import { insertSystemManagement } from './systemManagement';
import { copyTimeSeries, generateTimeSeries, STEP_MS } from './timeSeries';

/** Where the real files the demo is built from live under the install root. */
export function demoDataDir(rootDir: string): string {
  return path.join(rootDir, 'packages', 'server', 'demo-data');
}

export interface SeedOptions {
  /** The `demo-data` folder with the real files the demo is built from. */
  dataDir: string;
  /** The demo's "now"; defaults to the current time. Floored to 15 minutes. */
  now?: Date;
  /** Days of 15-minute data before `now`; 90 by default (tests use fewer). */
  days15min?: number;
  /** Years of daily data before `now`; 10 by default (tests use fewer). */
  yearsDaily?: number;
  /** The import folder: when given, the demo's import files are written there and configured. */
  importDir?: string;
}

export interface SeedSummary {
  now: Date;
  locations: number;
  facilities: number;
  rows15min: number;
  rowsDaily: number;
  mapFeatures: number;
  mapLayers: number;
}

const NATURAL_EARTH = 'Made with Natural Earth (public domain)';
const OWF_ATTRIBUTION = 'Water districts: Open Water Foundation from CDSS data, CC BY-SA 4.0';

async function insertLocations(client: pg.ClientBase, locations: DemoLocation[]): Promise<void> {
  await insertWithIds(
    client,
    'locations',
    [
      'location_ndx',
      'location_id',
      'location_name',
      'location_display_label',
      'location_type_ndx',
      'waterbody_ndx',
      'county_name',
      'longitude',
      'latitude',
      'legend_color',
      'display_order',
      'is_public',
    ],
    locations.map((location, index) => [
      location.locationNdx,
      location.locationId,
      location.name,
      location.displayLabel,
      location.locationTypeNdx,
      location.waterbodyNdx,
      location.countyName,
      location.longitude,
      location.latitude,
      location.legendColor,
      index + 1,
      location.isPublic,
    ]),
  );
  await insertWithIds(
    client,
    'location_parameters',
    ['location_ndx', 'parameter_ndx'],
    locations.flatMap((location) =>
      location.series.map((series) => [location.locationNdx, series.parameterNdx]),
    ),
  );
}

function mapSources(dataDir: string, now: Date): MapSourceSeed[] {
  const stations = readDwrStations(dataDir);
  return [
    {
      sourceId: 'public-locations',
      attribution: 'CO DWR / USGS gages; flows synthetic',
      // The server builds these two sources' features from the locations table on every call.
      features: [],
    },
    {
      sourceId: 'united-locations',
      requiredRoles: UNITED_ROLES,
      attribution: 'District 2 (demo data)',
      features: [],
    },
    {
      sourceId: 'dwr-stream-gages',
      attribution: CDSS_ATTRIBUTION,
      features: stationFeatures(stations),
    },
    {
      sourceId: 'current-streamflow',
      attribution: `${CDSS_ATTRIBUTION}; snapshot of 13 Aug 2018`,
      features: currentStreamflowFeatures(stations, now),
    },
    {
      sourceId: 'diversion-points',
      attribution: `${CDSS_ATTRIBUTION} (HydroBase via WaDE)`,
      features: diversionPointFeatures(dataDir),
    },
    {
      sourceId: 'river-calls',
      attribution: `${CDSS_ATTRIBUTION}; historical calls moved to the present`,
      features: riverCallFeatures(dataDir, now).map((feature) => ({
        featureId: String(feature.properties.wdid),
        geometry: feature.geometry,
        properties: feature.properties,
      })),
    },
    {
      sourceId: 'wells',
      attribution: `${CDSS_ATTRIBUTION} (HydroBase via WaDE)`,
      features: fileFeatures(dataDir, WELLS_FILE, 'wade_site_id'),
    },
    {
      sourceId: 'water-districts',
      attribution: OWF_ATTRIBUTION,
      options: { promoteId: 'DISTRICT' },
      features: fileFeatures(dataDir, WATER_DISTRICTS_FILE, 'DISTRICT'),
    },
    {
      sourceId: 'counties',
      attribution: 'U.S. Census Bureau cartographic boundaries (public domain)',
      features: fileFeatures(dataDir, COUNTIES_FILE, 'geoid'),
    },
    {
      sourceId: 'rivers',
      attribution: NATURAL_EARTH,
      features: fileFeatures(dataDir, RIVERS_FILE),
    },
  ];
}

/**
 * Fills an empty, migrated database with the District 2 demo: waterbodies, locations,
 * facilities, 15-minute and daily records, and the public map's sources and layers, over the
 * reference lists the migrations bring; and marks it as a demo database. The same options always
 * give the same rows, all in one transaction.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const now = new Date(Math.floor((options.now ?? new Date()).getTime() / STEP_MS) * STEP_MS);
  const locations = [
    ...DISTRICT_LOCATIONS,
    ...publicGageLocations(readDwrStations(options.dataDir)),
  ];
  const series = generateTimeSeries(
    locations,
    { now, days15min: options.days15min ?? 90, yearsDaily: options.yearsDaily ?? 10 },
    readKerseyTexture(options.dataDir),
  );
  const sources = mapSources(options.dataDir, now);

  // One transaction, readings included: a load cut short (a lost connection, a stopped start)
  // leaves the database empty, and the next start loads it whole instead of finding it begun.
  const rows = await inTransaction(db.pool, async (client) => {
    // Marked with the load, so a load cut short leaves no mark either.
    await markDemoDatabase(client, now);
    await insertWaterbodies(client);
    await insertLocations(client, locations);
    await insertFacilities(client);
    await insertAvailableFlow(client);
    await insertSystemManagement(client);
    if (options.importDir) await insertImportSamples(client, options.importDir, now);
    await insertMapLayers(client, sources);
    if (db.driver !== 'pglite') return copyTimeSeries(db, series, client);
    // The generated readings refer only to the rows inserted just above, so checking each
    // reading's foreign keys (which is three quarters of PGlite's load time) proves nothing.
    // SET LOCAL ends with the transaction.
    await client.query('SET LOCAL session_replication_role = replica');
    return copyTimeSeries(db, series);
  });

  const layers = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM map_layers');
  return {
    now,
    locations: locations.length,
    facilities: DEMO_FACILITIES.length,
    ...rows,
    mapFeatures: sources.reduce((sum, source) => sum + source.features.length, 0),
    mapLayers: layers.rows[0]?.n ?? 0,
  };
}
