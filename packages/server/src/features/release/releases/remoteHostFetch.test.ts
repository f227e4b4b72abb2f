import fs from 'node:fs';
import path from 'node:path';
import { fetchRemoteFile, isInternalAddress, RemoteFileRefusal } from './remoteHostFetch';
import { startTeamHost, type TeamHost } from './testing/teamHost';

let host: TeamHost;
beforeAll(async () => {
  host = await startTeamHost();
  fs.writeFileSync(path.join(host.folder, 'small.json'), '{"ok":true}');
  fs.writeFileSync(path.join(host.folder, 'large.json'), 'x'.repeat(4096));
});
afterAll(() => host.close());

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof RemoteFileRefusal ? error.message : String(error)),
  );

describe('reading a file of a remote version from another host', () => {
  it('refuses a host on, or resolving to, an internal address before any request', async () => {
    const port = new URL(host.url).port;
    for (const url of [`${host.url}/small.json`, `http://localhost:${port}/small.json`]) {
      expect(
        await refusalOf(fetchRemoteFile(new URL(url), { maxBytes: 1024, internalAllowed: false })),
      ).toMatch(/internal address, which only an origin listed in REMOTE_ORIGINS may/);
    }
    expect(host.requests).toEqual([]);
  });

  it('reads from an internal address an operator listed, within the size cap', async () => {
    const read = await fetchRemoteFile(new URL(`${host.url}/small.json`), {
      maxBytes: 1024,
      internalAllowed: true,
    });
    expect(read.toString()).toBe('{"ok":true}');
    expect(
      await refusalOf(
        fetchRemoteFile(new URL(`${host.url}/large.json`), {
          maxBytes: 1024,
          internalAllowed: true,
        }),
      ),
    ).toBe('it is larger than 1024 bytes');
  });

  it('says which check failed, never what the host sent', async () => {
    expect(
      await refusalOf(
        fetchRemoteFile(new URL(`${host.url}/missing.json`), {
          maxBytes: 1024,
          internalAllowed: true,
        }),
      ),
    ).toBe('it answered 404');
  });

  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
  ])('takes %s as internal: %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });
});
