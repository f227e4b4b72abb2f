import { parseDiscoveryDocument } from './discoverySchema';

const entry = (version: string, deployment?: { default?: boolean; traffic?: number }) => ({
  url: `/remotes/mfe-map/${version}/mf-manifest.json`,
  metadata: { version },
  ...(deployment ? { deployment } : {}),
});

describe('discovery document', () => {
  it('accepts the Frontend Discovery shape', () => {
    const document = parseDiscoveryDocument({
      schema: 'https://example.test/v1-pre.json',
      microFrontends: {
        'mfe-map': [
          {
            ...entry('1.0.0', { default: true, traffic: 100 }),
            fallbackUrl: '/backup/mf-manifest.json',
          },
        ],
      },
    });
    expect(document.microFrontends['mfe-map']?.[0]?.fallbackUrl).toBe('/backup/mf-manifest.json');
  });

  it.each([
    [{}, 'microFrontends'],
    [
      { microFrontends: { 'mfe-map': [{ url: '', metadata: { version: '1' } }] } },
      'microFrontends.mfe-map.0.url',
    ],
    [
      { microFrontends: { 'mfe-map': [{ url: '/x', metadata: {} }] } },
      'microFrontends.mfe-map.0.metadata.version',
    ],
    [
      { microFrontends: { 'mfe-map': [{ ...entry('1'), deployment: { traffic: 150 } }] } },
      'microFrontends.mfe-map.0.deployment.traffic',
    ],
  ])('rejects %j naming %s', (input, field) => {
    expect(() => parseDiscoveryDocument(input)).toThrow(`Invalid discovery document at ${field}`);
  });
});
