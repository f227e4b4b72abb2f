import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { endpointUrl } from './endpointUrl';

const graph = defineEndpoint({
  method: 'GET',
  path: '/api/get-display-facility/graph-:interval/:facilityNdx/:start/:end/:parameterNdx',
  params: z.object({
    interval: z.string(),
    facilityNdx: z.number(),
    start: z.string(),
    end: z.string(),
    parameterNdx: z.number(),
  }),
  query: z.object({ facilities: z.array(z.number()).optional(), asOf: z.string().optional() }),
  response: z.array(z.unknown()),
  access: 'public',
  tags: [],
  summary: 'A graph',
});

describe('the URL of an endpoint call', () => {
  it('fills every path parameter, encoded, including one inside a segment', () => {
    expect(
      endpointUrl(graph, {
        params: {
          interval: 'daily',
          facilityNdx: 37,
          start: '2026-11-01T00:00:00-06:00',
          end: '2026-11-26T00:00:00-07:00',
          parameterNdx: 67,
        },
      }),
    ).toBe(
      '/api/get-display-facility/graph-daily/37/2026-11-01T00%3A00%3A00-06%3A00/' +
        '2026-11-26T00%3A00%3A00-07%3A00/67',
    );
  });

  it('appends the defined query values, lists as the comma lists the API reads', () => {
    const params = { interval: 'daily', facilityNdx: 1, start: 'a', end: 'b', parameterNdx: 2 };
    expect(endpointUrl(graph, { params, query: { facilities: [37, 38], asOf: undefined } })).toBe(
      '/api/get-display-facility/graph-daily/1/a/b/2?facilities=37%2C38',
    );
  });

  it('names a missing path parameter instead of calling a wrong URL', () => {
    const params = { interval: 'daily', facilityNdx: 1, start: 'a', end: 'b' };
    expect(() => endpointUrl(graph, { params } as never)).toThrow(
      'the path parameter parameterNdx is missing',
    );
  });
});
