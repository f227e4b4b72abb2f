import * as z from 'zod';
import { platformCalls, publicMapCalls } from '../calls';
import { platformEndpoints, publicMapEndpoints } from '../index';
import type { Endpoint, EndpointInput, EndpointResponse } from './endpoint';
import { defineCalls, type Callable, type CallsOf } from './endpointCall';
import { defineEndpoints } from './endpointGroup';
import { endpointUrl } from './endpointUrl';

const parts = defineCalls({
  photo: { method: 'GET', path: '/api/photos/:id', access: 'public', tags: [], summary: 'A photo' },
});
const endpoints = defineEndpoints(parts, {
  photo: { params: z.object({ id: z.number() }), response: z.object({ caption: z.string() }) },
});
const calls: CallsOf<typeof endpoints> = parts;

/** A caller typed as the API client is: it takes an endpoint or its call. */
const answerOf = <E extends Endpoint>(
  _endpoint: Callable<E>,
  _input: EndpointInput<E>,
): EndpointResponse<E> | undefined => undefined;

describe("an endpoint's call", () => {
  it('is the endpoint without its schemas: method, path and access are the same', () => {
    expect(calls.photo).toEqual({
      method: 'GET',
      path: '/api/photos/:id',
      access: 'public',
      tags: [],
      summary: 'A photo',
    });
    expect(endpoints.photo).toMatchObject(calls.photo);
    expect(endpoints.photo.response).toBeDefined();
  });

  it("is typed by its endpoint: a call through it takes the endpoint's inputs and answers its response", () => {
    const caption: string | undefined = answerOf(calls.photo, { params: { id: 7 } })?.caption;
    const sameFromEndpoint: string | undefined = answerOf(endpoints.photo, {
      params: { id: 7 },
    })?.caption;
    // @ts-expect-error the id is a number
    answerOf(calls.photo, { params: { id: 'seven' } });
    // @ts-expect-error the answer has no `title`
    void answerOf(calls.photo, { params: { id: 7 } })?.title;
    expect([caption, sameFromEndpoint]).toEqual([undefined, undefined]);
    expect(endpointUrl(calls.photo, { params: { id: 7 } })).toBe('/api/photos/7');
  });

  it('has exactly one set of schemas in its group: none missing, none without a call', () => {
    const photoSchemas = { response: z.object({ caption: z.string() }) };
    // @ts-expect-error the call `photo` has no schemas
    defineEndpoints(parts, {});
    // @ts-expect-error there is no call `video`
    defineEndpoints(parts, { photo: photoSchemas, video: photoSchemas });
    expect(Object.keys(defineEndpoints(parts, { photo: photoSchemas }))).toEqual(['photo']);
  });

  it('is what the endpoints the browser calls are made of', () => {
    expect(publicMapEndpoints.layers).toMatchObject(publicMapCalls.layers);
    expect(platformEndpoints.reportClientEvent).toMatchObject(platformCalls.reportClientEvent);
    expect(publicMapCalls.layers).not.toHaveProperty('response');
  });
});
