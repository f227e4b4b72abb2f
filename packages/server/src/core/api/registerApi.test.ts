import Fastify, { type FastifyInstance } from 'fastify';
import { InvalidTokenError } from '../auth/authErrors';
import { API_DOCS_PATH, registerApi } from './registerApi';

/** The API's machinery on a bare server: no endpoints, only the docs page. */
async function bareApi(): Promise<FastifyInstance> {
  const app = Fastify();
  await registerApi(app, {
    version: '0.0.0',
    verifyAccessToken: () => Promise.reject(new InvalidTokenError('no tokens here')),
  });
  return app;
}

describe('the docs page exemption from the contracts check', () => {
  it('serves the docs page, its assets and the OpenAPI document', async () => {
    const app = await bareApi();
    for (const path of [
      '/json',
      '/yaml',
      '/static/swagger-initializer.js',
      '/static/swagger-ui.css',
    ]) {
      expect((await app.inject(`${API_DOCS_PATH}${path}`)).statusCode).toBe(200);
    }
    expect((await app.inject(API_DOCS_PATH)).statusCode).toBeLessThan(400);
    await app.close();
  });

  it.each(['/api/docsx', '/api/docs-anything', '/api/docs/anything', '/api/docs/static/x/*'])(
    'treats %s as any other API path: refused unless a contracts endpoint',
    async (path) => {
      const app = await bareApi();
      expect(() => app.get(path, async () => 'x')).toThrow(
        `GET ${path} is not registered from a contracts endpoint`,
      );
      await app.close();
    },
  );
});
