import type { EndpointCall } from './endpointDefinition';
import * as everyCall from './calls';
import { endpointOfCall } from './endpointOfCall';
import { alertsRecord, publicMapCalls, publicMapEndpoints } from './index';

/** The calls in `value`: itself, or those in its plain objects (groups), at any depth. */
function callsIn(value: unknown): EndpointCall[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('method' in value && 'path' in value) return [value as EndpointCall];
  return Object.getPrototypeOf(value) === Object.prototype
    ? Object.values(value).flatMap(callsIn)
    : [];
}

describe("a call's endpoint", () => {
  it('is the endpoint the call was made from, with its schemas', () => {
    expect(endpointOfCall(publicMapCalls.layers)).toBe(publicMapEndpoints.layers);
    expect(endpointOfCall(publicMapCalls.layers)?.response).toBeDefined();
  });

  it("is found for every call a browser can make, a record's too", () => {
    const calls = Object.values(everyCall).flatMap(callsIn);
    expect(calls.length).toBeGreaterThan(100);
    for (const call of calls) expect(endpointOfCall(call)).toMatchObject(call);
    expect(endpointOfCall(everyCall.alertsRecordCalls.update)).toBe(alertsRecord.endpoints.update);
  });

  it('is none for a call the API does not define', () => {
    expect(endpointOfCall({ ...publicMapCalls.layers, path: '/api/public-map/nothing' })).toBe(
      undefined,
    );
  });
});
