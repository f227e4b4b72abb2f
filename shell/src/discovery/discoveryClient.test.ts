import { answer, stubFetch } from '../testing/fetchStub';

const DOCUMENT = {
  microFrontends: {
    'mfe-map': [{ url: '/remotes/mfe-map/0.1.0/mf-manifest.json', metadata: { version: '0.1.0' } }],
  },
};

const fetchMock = stubFetch();

/** A page's discovery modules, fresh: they keep what they read for the page's life. */
async function freshPage() {
  let page!: typeof import('./discoveryClient') &
    typeof import('./discoveryRead') &
    typeof import('./loadTickets');
  await jest.isolateModulesAsync(async () => {
    page = {
      ...(await import('./discoveryClient')),
      ...(await import('./discoveryRead')),
      ...(await import('./loadTickets')),
    };
  });
  return page;
}

it('takes over the read started at start-up instead of asking again', async () => {
  const { getDiscovery, readDiscoveryEarly } = await freshPage();
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

it('asks again when the read started at start-up failed', async () => {
  const { getDiscovery, readDiscoveryEarly } = await freshPage();
  fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
  readDiscoveryEarly();
  fetchMock.mockReturnValue(answer(200, DOCUMENT));
  await expect(getDiscovery()).resolves.toEqual(DOCUMENT);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('reads again on Retry, and after a failed read', async () => {
  const { getDiscovery } = await freshPage();
  fetchMock.mockReturnValueOnce(answer(503, null));
  await expect(getDiscovery()).rejects.toThrow('The discovery document could not be read (503).');
  fetchMock.mockReturnValue(answer(200, DOCUMENT));
  await expect(getDiscovery()).resolves.toEqual(DOCUMENT);
  await expect(getDiscovery({ refresh: true })).resolves.toEqual(DOCUMENT);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('checks the document against its schema, naming the field at fault', async () => {
  const { getDiscovery } = await freshPage();
  fetchMock.mockReturnValue(answer(200, { microFrontends: { 'mfe-map': [{ url: '' }] } }));
  await expect(getDiscovery()).rejects.toThrow(
    /^Invalid discovery document at microFrontends\.mfe-map\.0\.url/,
  );
});

it("keeps each read's load tickets for the client events, a Retry's replacing the first", async () => {
  const { getDiscovery, loadTicketOf } = await freshPage();
  const withTickets = (ticket: string) => ({
    ...DOCUMENT,
    loadTickets: { 'mfe-map@0.1.0': ticket },
  });
  fetchMock.mockReturnValueOnce(answer(200, withTickets('first')));
  await getDiscovery();
  expect(loadTicketOf('mfe-map', '0.1.0')).toBe('first');
  expect(loadTicketOf('mfe-map', '0.2.0')).toBeUndefined();
  fetchMock.mockReturnValueOnce(answer(200, withTickets('retried')));
  await getDiscovery({ refresh: true });
  expect(loadTicketOf('mfe-map', '0.1.0')).toBe('retried');
});
