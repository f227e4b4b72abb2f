import fs from 'node:fs';
import path from 'node:path';
import { readFeatures, type Feature } from './geojson';

export const CALLS_FILE = path.join('calls', 'div1-administrative-calls-2001-2022.csv');
export const DITCHES_FILE = path.join('structures', 'cdss-ditches-district2.geojson');

const HOUR_MS = 3_600_000;

interface CallRecord {
  call_type: string;
  date_time_set: string;
  date_time_released: string;
  water_source_name: string;
  location_wdid: string;
  location_structure: string;
  location_wdid_stream_mile: string;
  priority_wdid: string;
  priority_structure: string;
  priority_admin_no: string;
  priority_date: string;
  set_comments: string;
}

interface Ditch {
  wdid: string;
  name: string;
  stream_mile: number | null;
}

/** The CDSS export has no quoted commas in the fields we keep, but comments may be quoted. */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function readCalls(dataDir: string): CallRecord[] {
  const [header, ...lines] = fs
    .readFileSync(path.join(dataDir, CALLS_FILE), 'utf8')
    .trim()
    .split(/\r?\n/);
  const names = parseCsvLine(header ?? '');
  return lines.map((line) => {
    const fields = parseCsvLine(line);
    return Object.fromEntries(
      names.map((name, i) => [name, fields[i] ?? '']),
    ) as unknown as CallRecord;
  });
}

/** DWR writes call times in Mountain time without an offset. */
function mountainTime(text: string): number {
  return Date.parse(`${text}-07:00`);
}

/**
 * Moves the record forward by whole hours so that the moment with the most overlapping District 2
 * calls falls within the hour before `now`: the demo then has calls that are on right now.
 */
function shiftToNow(calls: CallRecord[], now: Date): number {
  let best = { at: 0, active: -1 };
  for (const call of calls) {
    const at = mountainTime(call.date_time_set) + HOUR_MS;
    const active = calls.filter(
      (other) =>
        mountainTime(other.date_time_set) <= at &&
        (!other.date_time_released || mountainTime(other.date_time_released) > at + HOUR_MS),
    ).length;
    if (active > best.active || (active === best.active && at > best.at)) best = { at, active };
  }
  return Math.floor((now.getTime() - best.at) / HOUR_MS) * HOUR_MS;
}

/**
 * River-call map features: one per District 2 calling structure, either its call in force at
 * `now` (no release date) or its latest released call. Located at the structure's headgate.
 */
export function riverCallFeatures(dataDir: string, now: Date): Feature[] {
  const ditches = new Map(
    readFeatures<Ditch>(dataDir, DITCHES_FILE).map((ditch) => [ditch.properties.wdid, ditch]),
  );
  const calls = readCalls(dataDir).filter(
    (call) => call.location_wdid.startsWith('02') && ditches.has(call.location_wdid),
  );
  const shiftMs = shiftToNow(calls, now);
  const nowMs = now.getTime();
  const latestByStructure = new Map<
    string,
    { call: CallRecord; setMs: number; releasedMs: number | null }
  >();
  for (const call of calls) {
    const setMs = mountainTime(call.date_time_set) + shiftMs;
    if (setMs > nowMs) continue;
    const released = call.date_time_released
      ? mountainTime(call.date_time_released) + shiftMs
      : null;
    const releasedMs = released !== null && released <= nowMs ? released : null;
    const previous = latestByStructure.get(call.location_wdid);
    if (!previous || setMs > previous.setMs)
      latestByStructure.set(call.location_wdid, { call, setMs, releasedMs });
  }
  return [...latestByStructure.values()].map(({ call, setMs, releasedMs }) => {
    const ditch = ditches.get(call.location_wdid) as Feature<Ditch>;
    const current = releasedMs === null;
    return {
      type: 'Feature',
      geometry: ditch.geometry,
      properties: {
        structure_name: call.location_structure,
        wdid: call.location_wdid,
        last_report: new Date(releasedMs ?? nowMs).toISOString(),
        water_source: call.water_source_name,
        call_type: call.call_type,
        call_status: current ? 'Active' : 'Released',
        date_set: new Date(setMs).toISOString(),
        date_released: releasedMs === null ? null : new Date(releasedMs).toISOString(),
        admin_no: call.priority_admin_no,
        appro_date: call.priority_date.slice(0, 10),
        priority_wdid: call.priority_wdid,
        priority_structure: call.priority_structure,
        stream_mile: Number(call.location_wdid_stream_mile) || ditch.properties.stream_mile,
        set_comments: call.set_comments || null,
        source_url: `https://dwr.state.co.us/Tools/AdminCalls?wdid=${call.location_wdid}`,
      },
    };
  });
}
