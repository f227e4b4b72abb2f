import type pg from 'pg';
import type { MobileAvailableFlowRow } from '@headgate/contracts';
import { latestValues, PARAMETER_CODES } from '../../core/timeseries';
import { isMissingData } from './trackerCells';

interface Term {
  facility_ndx: number;
  storage_site: string;
  flow_calc_notes: string;
  location_ndx: number | null;
  label: string | null;
  sign: number | null;
}

const TERMS_SQL = `
  SELECT c.facility_ndx, f.facility_name AS storage_site, c.flow_calc_notes,
         t.location_ndx, l.location_display_label AS label, t.sign
  FROM available_flow_calcs c
  JOIN facilities f USING (facility_ndx)
  LEFT JOIN available_flow_terms t USING (facility_ndx)
  LEFT JOIN locations l ON l.location_ndx = t.location_ndx
  ORDER BY f.display_order, c.facility_ndx, t.sign DESC, l.location_display_label`;

/** The formula as riders read it: "LBR-IN − LBR-OUT" (flows in cfs). */
function formulaText(terms: readonly Term[]): string {
  return terms
    .filter((term) => term.label !== null)
    .map((term, i) => {
      if (i === 0) return term.sign === -1 ? `−${term.label}` : term.label;
      return `${term.sign === -1 ? '−' : '+'} ${term.label}`;
    })
    .join(' ');
}

/**
 * Each storage site's available flow: the signed sum of its terms' newest flows, null when any
 * term has no current reading (a sum over a silent gage would look right and be wrong).
 */
export async function availableFlow(pool: pg.Pool, now: Date): Promise<MobileAvailableFlowRow[]> {
  const { rows } = await pool.query<Term>(TERMS_SQL);
  const { rows: flow } = await pool.query<{ parameter_ndx: number }>(
    'SELECT parameter_ndx FROM parameters WHERE parameter = $1',
    [PARAMETER_CODES.flow],
  );
  const flowNdx = flow[0]?.parameter_ndx;
  const locationNdxs = rows.flatMap((row) => (row.location_ndx === null ? [] : [row.location_ndx]));
  const readings = new Map(
    (await latestValues(pool, { locationNdxs }))
      .filter((r) => r.parameterNdx === flowNdx && !isMissingData(r.collectTimestamp, now))
      .map((r) => [r.locationNdx, r.value]),
  );
  const sites = new Map<number, Term[]>();
  for (const row of rows)
    sites.set(row.facility_ndx, [...(sites.get(row.facility_ndx) ?? []), row]);
  return [...sites.values()].map((terms) => {
    const first = terms[0]!;
    const flows = terms
      .filter((term) => term.location_ndx !== null)
      .map((term) => {
        const value = readings.get(term.location_ndx!);
        return value === undefined ? null : value * (term.sign ?? 1);
      });
    const complete = flows.length > 0 && flows.every((value) => value !== null);
    return {
      storage_site: first.storage_site,
      facility_ndx: first.facility_ndx,
      most_recent_value_cfs: complete
        ? Math.round(flows.reduce((sum: number, value) => sum + value!, 0) * 100) / 100
        : null,
      flow_calc_formula: formulaText(terms),
      flow_calc_notes: first.flow_calc_notes,
    };
  });
}
