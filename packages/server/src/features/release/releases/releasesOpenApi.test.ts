import { useTestApi } from '../../../core/api/testing/apiFixture';

jest.setTimeout(60_000);

describe('the OpenAPI document', () => {
  const api = useTestApi('pglite');

  it('lists the release API with its schemas', async () => {
    const document = (await api.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(Object.keys(document.paths['/api/releases'] ?? {})).toEqual(['get']);
    expect(document.paths['/api/releases/{remote}']?.put?.requestBody).toBeDefined();
    expect(Object.keys(document.paths['/api/releases/{remote}/rollback'] ?? {})).toEqual(['post']);
  });
});
