import {
  configRefusal as refusal,
  readTestConfig as read,
} from '../../../../core/config/testing/configRefusal';
import { pipelineSecret, teamClientsFiles } from '../testing/teamClients';

const SECRET = pipelineSecret();
const files = teamClientsFiles();
const EXTERNAL = { OIDC_ISSUER: 'https://login.example.org/' };

describe('RELEASE_CLIENTS_FILE', () => {
  it("reads each team's client: its id, secret, remotes and maxTraffic", () => {
    const file = files.write([
      { id: 'team-facility', secret: SECRET, remotes: ['mfe-facility'], maxTraffic: 10 },
      { id: 'team-platform', secret: SECRET, remotes: ['mfe-map', 'mfe-admin'], maxTraffic: 100 },
    ]);
    expect(read({ RELEASE_CLIENTS_FILE: file }).releaseClients).toEqual([
      { id: 'team-facility', secret: SECRET, remotes: ['mfe-facility'], maxTraffic: 10 },
      { id: 'team-platform', secret: SECRET, remotes: ['mfe-map', 'mfe-admin'], maxTraffic: 100 },
    ]);
  });

  it('refuses the start on a secret of 42 characters, naming the client, never the secret', () => {
    const short = pipelineSecret().slice(0, 42);
    const file = files.write([
      { id: 'team-facility', secret: short, remotes: ['mfe-facility'], maxTraffic: 10 },
    ]);
    const lines = refusal({ RELEASE_CLIENTS_FILE: file });
    expect(lines).toEqual([
      `RELEASE_CLIENTS_FILE=${JSON.stringify(file)} lists clients it cannot use: team-facility: secret is 42 characters; use at least 43 (32 random bytes in base64url)`,
    ]);
    expect(lines.join('\n')).not.toContain(short);
  });

  it('names every problem of every client in one refusal', () => {
    const file = files.write([
      { id: 'team-a', secret: SECRET, remotes: ['mfe-maps'], maxTraffic: 10 },
      { id: 'team-b', secret: SECRET, remotes: ['mfe-map'], maxTraffic: 120 },
      { id: 'team-a', secret: SECRET, remotes: ['mfe-admin'], maxTraffic: -1 },
      { id: 'team-c', secret: SECRET, remotes: [], maxtraffic: 10 } as never,
      'team-d' as never,
    ]);
    const [line] = refusal({ RELEASE_CLIENTS_FILE: file });
    for (const problem of [
      'team-a: remotes has "mfe-maps", which is no remote of this site (mfe-map, mfe-facility, mfe-admin, mfe-data-access, mfe-mobile)',
      'team-b: maxTraffic is above 100; use 0 to 100 (percent)',
      'team-a: maxTraffic is below 0; use 0 to 100 (percent)',
      'team-a: id is listed twice',
      'team-c has unknown fields maxtraffic; use id, secret, remotes and maxTraffic',
      'team-c: remotes is empty; name the remotes it may change (mfe-map, mfe-facility, mfe-admin, mfe-data-access, mfe-mobile)',
      'team-c: maxTraffic is missing; use a number from 0 to 100 (percent)',
      'client 5 is not a client; use { "id", "secret", "remotes", "maxTraffic" }',
    ]) {
      expect(line).toContain(problem);
    }
  });

  it('needs a secret for each client with the embedded provider, and none with an external one', () => {
    const file = files.write([{ id: 'team-map', remotes: ['mfe-map'], maxTraffic: 10 }]);
    expect(refusal({ RELEASE_CLIENTS_FILE: file })).toEqual([
      `RELEASE_CLIENTS_FILE=${JSON.stringify(file)} lists clients it cannot use: team-map: secret is missing; the embedded sign-in provider needs one`,
    ]);
    expect(read({ RELEASE_CLIENTS_FILE: file, ...EXTERNAL }).releaseClients).toEqual([
      { id: 'team-map', secret: undefined, remotes: ['mfe-map'], maxTraffic: 10 },
    ]);
  });

  it("refuses a client with the shell's id, whose tokens are the users'", () => {
    const file = files.write([
      { id: 'headgate-shell', secret: SECRET, remotes: ['mfe-map'], maxTraffic: 10 },
    ]);
    expect(refusal({ RELEASE_CLIENTS_FILE: file })).toEqual([
      expect.stringContaining("headgate-shell: id is the shell's client id (OIDC_CLIENT_ID)"),
    ]);
  });

  it('says so when the file cannot be read or is not a list of clients', () => {
    expect(refusal({ RELEASE_CLIENTS_FILE: '/nowhere/release-clients.json' })).toEqual([
      expect.stringMatching(
        /^RELEASE_CLIENTS_FILE="\/nowhere\/release-clients.json" cannot be read: ENOENT/,
      ),
    ]);
    const notAList = files.write({ id: 'team-map' } as never);
    expect(refusal({ RELEASE_CLIENTS_FILE: notAList })).toEqual([
      `RELEASE_CLIENTS_FILE=${JSON.stringify(notAList)} is not a list of clients; use [{ "id", "secret", "remotes", "maxTraffic" }, …]`,
    ]);
  });
});

describe('RELEASE_CLIENT_SECRET, the shorthand for one client', () => {
  it('makes no pipeline client when nothing is set (the demo start)', () => {
    expect(read({}).releaseClients).toEqual([]);
  });

  it('makes one client of RELEASE_CLIENT_ID on the remotes named, maxTraffic 100 unless set', () => {
    expect(
      read({ RELEASE_CLIENT_SECRET: SECRET, RELEASE_CLIENT_REMOTES: 'mfe-facility, mfe-map' })
        .releaseClients,
    ).toEqual([
      {
        id: 'headgate-release',
        secret: SECRET,
        remotes: ['mfe-facility', 'mfe-map'],
        maxTraffic: 100,
      },
    ]);
    expect(
      read({
        RELEASE_CLIENT_SECRET: SECRET,
        RELEASE_CLIENT_ID: 'team-facility',
        RELEASE_CLIENT_REMOTES: 'mfe-facility',
        RELEASE_CLIENT_MAX_TRAFFIC: '10',
      }).releaseClients,
    ).toEqual([{ id: 'team-facility', secret: SECRET, remotes: ['mfe-facility'], maxTraffic: 10 }]);
    // An external provider keeps the secret: the id and the remotes are enough.
    expect(read({ RELEASE_CLIENT_REMOTES: 'mfe-map', ...EXTERNAL }).releaseClients).toEqual([
      { id: 'headgate-release', secret: undefined, remotes: ['mfe-map'], maxTraffic: 100 },
    ]);
  });

  it('refuses the start without the remotes it may change named, or with a wildcard', () => {
    expect(refusal({ RELEASE_CLIENT_SECRET: SECRET })).toEqual([
      'RELEASE_CLIENT_SECRET (value hidden) is set without RELEASE_CLIENT_REMOTES; name the remotes headgate-release may change, e.g. RELEASE_CLIENT_REMOTES=mfe-facility',
    ]);
    expect(refusal({ RELEASE_CLIENT_SECRET: SECRET, RELEASE_CLIENT_REMOTES: '*' })).toEqual([
      'RELEASE_CLIENT_REMOTES="*" has "*", which is no remote of this site; use remote ids separated by commas (mfe-map, mfe-facility, mfe-admin, mfe-data-access, mfe-mobile)',
    ]);
  });

  it('refuses a short secret naming its client, and remotes without a secret', () => {
    expect(
      refusal({
        RELEASE_CLIENT_SECRET: 'pipeline-secret-0123456789',
        RELEASE_CLIENT_REMOTES: 'mfe-map',
      }),
    ).toEqual([
      'RELEASE_CLIENT_SECRET (value hidden) of headgate-release is 26 characters; use at least 43 (32 random bytes in base64url)',
    ]);
    expect(refusal({ RELEASE_CLIENT_REMOTES: 'mfe-map' })).toEqual([
      'RELEASE_CLIENT_REMOTES="mfe-map" needs RELEASE_CLIENT_SECRET too: the embedded sign-in provider gives headgate-release a token only with its secret',
    ]);
  });

  it('refuses the shorthand beside a file', () => {
    const file = files.write([
      { id: 'team-map', secret: SECRET, remotes: ['mfe-map'], maxTraffic: 10 },
    ]);
    expect(
      refusal({
        RELEASE_CLIENTS_FILE: file,
        RELEASE_CLIENT_SECRET: SECRET,
        RELEASE_CLIENT_REMOTES: 'mfe-admin',
      }),
    ).toEqual([
      'RELEASE_CLIENT_SECRET (value hidden) is the shorthand for one client, beside RELEASE_CLIENTS_FILE; list that client in the file instead',
      'RELEASE_CLIENT_REMOTES="mfe-admin" is the shorthand for one client, beside RELEASE_CLIENTS_FILE; list that client in the file instead',
    ]);
  });
});
