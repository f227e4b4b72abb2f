import { configRefusal as refusal, readTestConfig as read } from './testing/configRefusal';

describe('reading the configuration from the environment', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['on', true],
    ['On', true],
    ['yes', true],
    ['YES', true],
    ['false', false],
    ['False', false],
    ['0', false],
    ['off', false],
    ['OFF', false],
    ['no', false],
    [' No ', false],
  ])('reads the switch word %j as %j, for HEADGATE_DEMO and HEADGATE_JOBS alike', (word, on) => {
    expect(read({ HEADGATE_DEMO: word, HEADGATE_JOBS: word })).toMatchObject({
      demo: on,
      jobs: on,
    });
  });

  it('keeps the switches on when they are unset or blank', () => {
    expect(read({})).toMatchObject({ demo: true, jobs: true });
    expect(read({ HEADGATE_DEMO: '', HEADGATE_JOBS: '  ' })).toMatchObject({
      demo: true,
      jobs: true,
    });
  });

  it('refuses a switch word it does not know, saying which words it takes', () => {
    expect(refusal({ HEADGATE_JOBS: 'disabled' })).toEqual([
      'HEADGATE_JOBS="disabled" is not a switch; use true/false, 1/0, on/off or yes/no',
    ]);
  });

  it('keeps the documented defaults', () => {
    expect(read({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'info',
      databaseUrl: undefined,
      dataDir: '/srv/headgate/.data/pglite',
      pgPoolMax: 10,
      publicUrl: 'http://localhost:8080',
      trustProxy: { trust: 'none' },
      oidcIssuer: 'http://localhost:8080/oidc',
      oidcClientId: 'headgate-shell',
      oidcScope: 'openid profile email',
      downloadStallMs: 30_000,
      jobsIntervalMs: 30_000,
      importDir: '/srv/headgate/.data/imports',
      alertFrom: 'Headgate alerts <alerts@headgate.invalid>',
    });
    expect(read({ OIDC_ISSUER: 'https://login.example.org/' }).oidcScope).toBe(
      'openid profile email offline_access',
    );
  });

  it('bounds statements by 30 s and downloads by a quarter of the pool, unless told otherwise', () => {
    expect(read({})).toMatchObject({ pgStatementTimeoutMs: 30_000, downloadMaxConcurrent: 2 });
    expect(read({ PG_STATEMENT_TIMEOUT_MS: '5000' }).pgStatementTimeoutMs).toBe(5000);
    expect(read({ PG_POOL_MAX: '40' }).downloadMaxConcurrent).toBe(10);
    expect(read({ PG_POOL_MAX: '3' }).downloadMaxConcurrent).toBe(1);
    expect(read({ PG_POOL_MAX: '3', DOWNLOAD_MAX_CONCURRENT: '5' }).downloadMaxConcurrent).toBe(5);
    // A download's own transaction is bounded by an hour: no statement may have longer.
    expect(refusal({ PG_STATEMENT_TIMEOUT_MS: '3600001' })).toEqual([
      'PG_STATEMENT_TIMEOUT_MS="3600001" is above 3600000; use a whole number of milliseconds from 100 to 3600000',
    ]);
  });

  it('reads the PostgreSQL pool size from PG_POOL_MAX', () => {
    expect(read({ PG_POOL_MAX: '25' }).pgPoolMax).toBe(25);
    expect(refusal({ PG_POOL_MAX: '0' })).toEqual([
      'PG_POOL_MAX="0" is below 1; use a whole number of connections from 1 to 1000',
    ]);
  });

  it.each([
    ['soon', 'is not a whole number'],
    ['1.5', 'is not a whole number'],
    ['1e4', 'is not a whole number'],
    ['500', 'is below 1000'],
    ['90000', 'is above 60000'],
  ])('refuses HEADGATE_JOBS_INTERVAL_MS=%s, saying why and what to use', (value, problem) => {
    expect(refusal({ HEADGATE_JOBS_INTERVAL_MS: value })).toEqual([
      `HEADGATE_JOBS_INTERVAL_MS="${value}" ${problem}; use a whole number of milliseconds from 1000 to 60000`,
    ]);
  });

  it('refuses a URL that is not one, or not of the protocol the variable takes', () => {
    expect(refusal({ PUBLIC_URL: 'water.example.org' })).toEqual([
      'PUBLIC_URL="water.example.org" is not a URL; use a URL like https://water.example.org',
    ]);
    expect(refusal({ OIDC_ISSUER: 'ftp://login.example.org/' })).toEqual([
      'OIDC_ISSUER="ftp://login.example.org/" is a ftp: URL, not http: or https:; use a URL like https://login.example.org/',
    ]);
  });

  it('reads REMOTE_ORIGINS as exact origins, local ones only while the site is local', () => {
    expect(read({}).remoteOrigins).toEqual([]);
    expect(
      read({ REMOTE_ORIGINS: 'https://remotes.example.org, https://cdn.example:8443,' })
        .remoteOrigins,
    ).toEqual(['https://remotes.example.org', 'https://cdn.example:8443']);
    expect(read({ REMOTE_ORIGINS: 'http://127.0.0.1:8188' }).remoteOrigins).toEqual([
      'http://127.0.0.1:8188',
    ]);
    for (const [setting, problem] of [
      ['https://remotes.example.org/', 'is not an origin such as https://host[:port]'],
      ['https://*', 'is not an origin such as https://host[:port]'],
      ['https://a.example;b', 'is not an origin such as https://host[:port]'],
      ['http://remotes.example.org', 'is plain http'],
      ['http://localhost', 'is plain http'],
    ]) {
      expect(refusal({ REMOTE_ORIGINS: setting })[0]).toContain(problem);
    }
    expect(
      refusal({ PUBLIC_URL: 'https://water.example.org', REMOTE_ORIGINS: 'http://localhost:9000' }),
    ).toEqual([
      'REMOTE_ORIGINS="http://localhost:9000" lists http://localhost:9000 is a local address, allowed only while PUBLIC_URL is local',
    ]);
  });

  it('never repeats the value of a variable that carries a password', () => {
    const lines = refusal({ DATABASE_URL: 'mysql://headgate:s3cret@db/headgate' });
    expect(lines).toEqual([
      'DATABASE_URL (value hidden) is a mysql: URL, not postgres: or postgresql:; use a URL like postgres://headgate:secret@db-host:5432/headgate',
    ]);
    expect(lines.join('\n')).not.toContain('s3cret');
  });

  it('names every bad variable at once, one line each, in the message the start prints', () => {
    const env = {
      PORT: '80a',
      HEADGATE_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      HEADGATE_SCADA_URL: 'scada',
      BASEMAP_STYLE_URL: 'https://tiles.example/{basemap}.json?key={key}',
      TRUST_PROXY: '10.0.0.300',
    };
    let message = '';
    try {
      read(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      '6 environment variables are not usable:',
      '  PORT="80a" is not a whole number; use a whole number from 0 to 65535',
      '  HEADGATE_DEMO="maybe" is not a switch; use true/false, 1/0, on/off or yes/no',
      '  LOG_LEVEL="loud" is not one of the choices; use fatal, error, warn, info, debug, trace, silent',
      expect.stringMatching(
        /^ {2}TRUST_PROXY="10.0.0.300" has "10.0.0.300", which is not an address/,
      ),
      '  HEADGATE_SCADA_URL="scada" is not a URL; use a URL like https://scada.example.org/',
      '  BASEMAP_STYLE_URL="https://tiles.example/{basemap}.json?key={key}" contains {key}; set BASEMAP_KEY too',
    ]);
  });

  it.each([
    ['', { trust: 'none' }],
    ['false', { trust: 'none' }],
    ['0', { trust: 'none' }],
    ['true', { trust: 'all' }],
    ['1', { trust: 'hops', hops: 1 }],
    ['2', { trust: 'hops', hops: 2 }],
    [
      '10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback',
      {
        trust: 'addresses',
        addresses: ['10.0.0.5', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback'],
      },
    ],
  ])('reads TRUST_PROXY=%j', (value, trust) => {
    expect(read({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '10.0.0.5,,10.0.0.6', '21'])(
    'refuses TRUST_PROXY=%j',
    (value) => {
      expect(refusal({ TRUST_PROXY: value })).toEqual([
        expect.stringContaining(
          'use true, the number of proxies in front (e.g. 1) or their addresses',
        ),
      ]);
    },
  );
});
