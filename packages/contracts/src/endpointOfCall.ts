import type { Endpoint, EndpointCall } from './endpointDefinition';
import * as dataAccess from './dataAccess/endpoints';
import * as facilityPages from './facilityPages/endpoints';
import * as map from './map/endpoints';
import * as mobileTracker from './mobileTracker/endpoints';
import * as platform from './platform/endpoints';
import * as release from './release/endpoints';
import * as riverPhoto from './riverPhoto/endpoints';
import * as serverJobs from './serverJobs/endpoints';
import * as systemManagement from './systemManagement/endpoints';
import * as systemStatus from './systemStatus/endpoints';
import * as timeSeries from './timeSeries/endpoints';
import * as usersManagement from './usersManagement/endpoints';

/** Every area's endpoints modules. */
const AREAS = [
  dataAccess,
  facilityPages,
  map,
  mobileTracker,
  platform,
  release,
  riverPhoto,
  serverJobs,
  systemManagement,
  systemStatus,
  timeSeries,
  usersManagement,
];

const isEndpoint = (value: object): value is Endpoint => 'method' in value && 'path' in value;

/** The endpoints in `value`: itself, or those in its plain objects (groups, records), at any depth. */
function endpointsIn(value: unknown): Endpoint[] {
  if (typeof value !== 'object' || value === null) return [];
  if (isEndpoint(value)) return [value];
  if (Object.getPrototypeOf(value) !== Object.prototype) return [];
  return Object.values(value).flatMap(endpointsIn);
}

const callKey = (call: EndpointCall) => `${call.method} ${call.path}`;

let byCall: Map<string, Endpoint> | undefined;

/**
 * The endpoint, with its schemas, that a call (`CallOf`) was made from, found by method and path:
 * development and tests check a call's answer against it. Works with any copy of the contracts,
 * as each app bundles its own.
 */
export function endpointOfCall(call: EndpointCall): Endpoint | undefined {
  byCall ??= new Map(
    AREAS.flatMap((area) => Object.values(area).flatMap(endpointsIn)).map((endpoint) => [
      callKey(endpoint),
      endpoint,
    ]),
  );
  return byCall.get(callKey(call));
}
