import { defineCalls } from '../endpointDefinition';
import { DATA_ROLES } from '../roles';
import type { MobileReport } from './mobileTracker';

const tags = ['Mobile Tracker'];
const access = { anyOf: DATA_ROLES };

/** A `display-mobile` table. */
const report = <const Report extends MobileReport>(name: Report, summary: string) =>
  ({ method: 'GET', path: `/api/display-mobile/${name}`, access, tags, summary }) as const;

/** A facility type's table: its locations' newest readings. */
const facilityTypeReport = <const Report extends MobileReport>(name: Report, type: string) =>
  report(name, `The ${type} facilities' newest readings, location by parameter`);

/** The storage sites' available flow, with one of its two explanations. */
const availableFlow = <const Report extends MobileReport>(name: Report, part: string) =>
  report(name, `The storage sites' available flow with its ${part}`);

/**
 * The Mobile Tracker's tables by report (spec/dashboard.md §2, §7): computed on each call from
 * the newest stored readings, for the data roles only (README access table).
 */
export const mobileTrackerCallParts = defineCalls({
  storage: facilityTypeReport('storage', 'Storage'),
  recharge: facilityTypeReport('recharge', 'Recharge'),
  augmentation: facilityTypeReport('augmentation', 'Augmentation'),
  wells: facilityTypeReport('wells', 'Wells'),
  batteries: report('batteries', "Each station's battery: latest, 7-day low and high, last report"),
  lastreport: report('lastreport', "Each facility's stalest location, stalest facility first"),
  'available-flow-calcs-formulas': availableFlow('available-flow-calcs-formulas', 'formula'),
  'available-flow-calcs-notes': availableFlow('available-flow-calcs-notes', 'notes'),
} satisfies Record<MobileReport, unknown>);
