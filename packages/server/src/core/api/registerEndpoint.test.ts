import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { defineEndpoint } from '@headgate/contracts';
import { registerEndpoint } from './registerEndpoint';

const readGauge = defineEndpoint({
  method: 'GET',
  path: '/api/gauges/:gaugeNdx',
  params: z.object({ gaugeNdx: z.coerce.number().int().positive() }),
  query: z.object({ units: z.enum(['cfs', 'af']).optional() }),
  response: z.object({ gauge_ndx: z.number(), units: z.string() }),
  access: 'public',
  tags: ['Test'],
  summary: 'One gauge',
});

const addGauge = defineEndpoint({
  method: 'POST',
  path: '/api/gauges',
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ gauge_ndx: z.number() }),
  status: 201,
  access: { anyOf: ['Administrator'] },
  tags: ['Test'],
  summary: 'Adds a gauge',
});

const retireGauge = defineEndpoint({
  method: 'DELETE',
  path: '/api/gauges/:gaugeNdx',
  params: z.object({ gaugeNdx: z.coerce.number().int().positive() }),
  answer: 'none',
  status: 204,
  access: { anyOf: ['Administrator'] },
  tags: ['Test'],
  summary: 'Retires a gauge',
});

async function gaugeApi() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registered: unknown[] = [];
  app.addHook('onRoute', (route) => void registered.push(route.config));
  registerEndpoint(app, readGauge, (request) => ({
    gauge_ndx: request.params.gaugeNdx,
    units: request.query.units ?? 'cfs',
  }));
  registerEndpoint(app, addGauge, (request) => ({ gauge_ndx: request.body.name.length }));
  registerEndpoint(app, retireGauge, () => undefined);
  await app.ready();
  return { app, registered };
}

describe('a route registered from a contracts endpoint', () => {
  it('answers with the parsed params and query, as the endpoint promises', async () => {
    const { app } = await gaugeApi();
    const answer = await app.inject({ url: '/api/gauges/7?units=af' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ gauge_ndx: 7, units: 'af' });
  });

  it('refuses input outside the endpoint’s schemas with 400 before the handler runs', async () => {
    const { app } = await gaugeApi();
    expect((await app.inject({ url: '/api/gauges/seven' })).statusCode).toBe(400);
    const emptyName = await app.inject({ method: 'POST', url: '/api/gauges', payload: {} });
    expect(emptyName.statusCode).toBe(400);
  });

  it('answers with the endpoint’s success status, a body or none', async () => {
    const { app } = await gaugeApi();
    const created = await app.inject({
      method: 'POST',
      url: '/api/gauges',
      payload: { name: 'Platte' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ gauge_ndx: 6 });
    const retired = await app.inject({ method: 'DELETE', url: '/api/gauges/7' });
    expect(retired.statusCode).toBe(204);
    expect(retired.body).toBe('');
  });

  it('carries the endpoint’s access rule and the endpoint itself to the route’s config', async () => {
    const { registered } = await gaugeApi();
    expect(registered).toContainEqual({ access: { anyOf: ['Administrator'] }, endpoint: addGauge });
    expect(registered).toContainEqual({ access: 'public', endpoint: readGauge });
  });
});
