import { fetchAuthSettings, loadAuthSettings } from './authSettings';
import { useSignInStore } from './signInStore';
import { TEST_AUTH_SETTINGS } from '../testing/authFixtures';
import { answer, stubFetch } from '../testing/fetchStub';

const SETTINGS = TEST_AUTH_SETTINGS;

const fetchMock = stubFetch();

describe('reading the sign-in settings', () => {
  it('asks the server, bypassing the cache', async () => {
    fetchMock.mockReturnValue(answer(200, SETTINGS));
    await expect(fetchAuthSettings()).resolves.toEqual(SETTINGS);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/settings',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it.each([
    [
      'an error status',
      () => answer(503, {}, 'Service Unavailable'),
      'the server answered 503 Service Unavailable',
    ],
    [
      'incomplete settings',
      () => answer(200, { issuer: 'x' }),
      "the server's sign-in settings are incomplete",
    ],
    [
      'no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'the server could not be reached',
    ],
  ])('explains %s in words', async (_name, response, message) => {
    fetchMock.mockImplementation(response);
    await expect(fetchAuthSettings()).rejects.toThrow(message);
  });

  it('asks again after a failure, and keeps the settings once read', async () => {
    fetchMock.mockReturnValueOnce(answer(503, {})).mockReturnValue(answer(200, SETTINGS));
    await expect(loadAuthSettings()).rejects.toThrow();
    await expect(loadAuthSettings()).resolves.toEqual(SETTINGS);
    await expect(loadAuthSettings()).resolves.toEqual(SETTINGS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSignInStore.getState().settings).toEqual(SETTINGS);
  });
});
