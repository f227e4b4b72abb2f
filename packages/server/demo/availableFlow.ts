import type pg from 'pg';
import { insertWithIds } from './insertRows';

// Lupton Bottoms: what comes in at the inlet less what the outlet releases. Platte Valley has no
// inlet gage; its available flow is what it releases, stated as such for the riders.
const CALCS = [
  [37, 'Inlet less outlet release. Call the reservoir operator before changing the outlet gate.'],
  [38, 'No inlet gage: the outlet release is the flow available downstream.'],
] as const;

const TERMS = [
  [37, 2, 1],
  [37, 3, -1],
  [38, 5, 1],
] as const;

/** Seeds the storage sites' available-flow calculations (Mobile Tracker). */
export async function insertAvailableFlow(client: pg.ClientBase): Promise<void> {
  await insertWithIds(client, 'available_flow_calcs', ['facility_ndx', 'flow_calc_notes'], CALCS);
  await insertWithIds(
    client,
    'available_flow_terms',
    ['facility_ndx', 'location_ndx', 'sign'],
    TERMS,
  );
}
