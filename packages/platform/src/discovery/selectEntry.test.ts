import { selectEntry } from './selectEntry';

const entry = (version: string, deployment?: { default?: boolean; traffic?: number }) => ({
  url: `/remotes/mfe-map/${version}/mf-manifest.json`,
  metadata: { version },
  ...(deployment ? { deployment } : {}),
});

describe('selectEntry', () => {
  const document = (...entries: ReturnType<typeof entry>[]) => ({
    microFrontends: { 'mfe-map': entries },
  });

  it('takes the default deployment', () => {
    expect(
      selectEntry(document(entry('1'), entry('2', { default: true })), 'mfe-map')?.metadata.version,
    ).toBe('2');
  });

  it('else the one with most traffic, else the first', () => {
    expect(
      selectEntry(document(entry('1', { traffic: 10 }), entry('2', { traffic: 90 })), 'mfe-map')
        ?.metadata.version,
    ).toBe('2');
    expect(selectEntry(document(entry('1'), entry('2')), 'mfe-map')?.metadata.version).toBe('1');
  });

  it('is undefined for a remote the document does not list', () => {
    expect(selectEntry(document(), 'mfe-map')).toBeUndefined();
    expect(selectEntry(document(entry('1')), 'mfe-admin')).toBeUndefined();
  });
});
