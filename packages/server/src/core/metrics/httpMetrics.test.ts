import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { measureRequests } from './httpMetrics';

it("lets a page carry the close listeners Fastify and @fastify/static give it, under Node's leak warning", async () => {
  const app = Fastify();
  measureRequests(app, new Registry());
  let carried = { listeners: 0, allowed: 0 };
  app.get('/page', async (_request, reply) => {
    // Nine from Fastify itself for a page @fastify/static sends, and the front door's.
    for (let i = 0; i < 10; i++) reply.raw.once('close', () => undefined);
    carried = {
      listeners: reply.raw.listenerCount('close'),
      allowed: reply.raw.getMaxListeners(),
    };
    return 'page';
  });
  expect((await app.inject('/page')).statusCode).toBe(200);
  // Past the allowed count, Node prints "Possible EventEmitter memory leak detected" each time.
  expect(carried.listeners).toBeGreaterThan(10);
  expect(carried.listeners).toBeLessThanOrEqual(carried.allowed);
  await app.close();
});
