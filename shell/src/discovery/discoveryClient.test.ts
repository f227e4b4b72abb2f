import { getDiscovery } from './discoveryClient';
import { readDiscoveryEarly } from './discoveryRead';
import { answer, stubFetch } from '../testing/fetchStub';

const DOCUMENT = {
  microFrontends: {
    'mfe-map': [{ url: '/remotes/mfe-map/0.1.0/mf-manifest.json', metadata: { version: '0.1.0' } }],
  },
};

const fetchMock = stubFetch();

it('takes over the read started at start-up instead of asking again', async () => {
  fetchMock.mockReturnValue(answer(200, DOCUMENT));
  readDiscoveryEarly();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await expect(getDiscovery()).resolves.toEqual(DOCUMENT);
  await expect(getDiscovery()).resolves.toEqual(DOCUMENT);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(
    '/discovery.json',
    expect.objectContaining({ cache: 'no-cache' }),
  );
});

it('reads again on Retry, and after a failed read', async () => {
  fetchMock.mockReturnValueOnce(answer(503, null));
  await expect(getDiscovery({ refresh: true })).rejects.toThrow(
    'The discovery document could not be read (503).',
  );
  fetchMock.mockReturnValue(answer(200, DOCUMENT));
  await expect(getDiscovery()).resolves.toEqual(DOCUMENT);
  await expect(getDiscovery({ refresh: true })).resolves.toEqual(DOCUMENT);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('checks the document against its schema, naming the field at fault', async () => {
  fetchMock.mockReturnValue(answer(200, { microFrontends: { 'mfe-map': [{ url: '' }] } }));
  await expect(getDiscovery({ refresh: true })).rejects.toThrow(
    /^Invalid discovery document at microFrontends\.mfe-map\.0\.url/,
  );
});
