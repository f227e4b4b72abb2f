import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../../createServer';
import { FRAME_THEME_SCRIPT_SOURCE } from '../../../core/delivery/securityHeaders';
import { readConfig } from '../../../config';
import type { Database } from '../../../core/database/openDatabase';
import { migratedDatabase } from '../../../core/database/testing/testDatabases';

/** A workspace with a built shell and two builds of mfe-admin, as the build leaves them. */
function fakeWorkspace(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-server-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  // The build writes .br and .gz beside each text asset.
  const writeCompressed = (file: string, content: string) => {
    write(file, content);
    fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(content, { level: 9 }));
  };
  writeCompressed('shell/dist/index.html', '<!doctype html><title>Headgate</title>');
  writeCompressed('shell/dist/main.js', 'console.log("shell")');
  writeCompressed('shell/dist/42.abcdef0123.js', `chunk ${'const water = 1;'.repeat(200)}`);
  write('mfe-admin/package.json', JSON.stringify({ name: 'mfe-admin', version: '0.1.0' }));
  for (const version of ['0.1.0', '0.2.0']) {
    write(
      `mfe-admin/dist/${version}/mf-manifest.json`,
      JSON.stringify({
        metaData: {
          buildInfo: { buildVersion: version },
          remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        },
      }),
    );
    writeCompressed(`mfe-admin/dist/${version}/remoteEntry.js`, 'var mfe_admin;');
    write(`mfe-admin/dist/${version}/7.0123456789.js`, 'chunk');
  }
  return root;
}

let root: string;
let app: FastifyInstance;
let database: Database;

// These tests are about serving files: an external issuer keeps the embedded sign-in provider
// (and the tables it needs) out of them.
const SERVING_ONLY = {
  LOG_LEVEL: 'silent',
  OIDC_ISSUER: 'http://127.0.0.1:9/oidc',
  HEADGATE_JOBS: 'off',
};

async function start(env: NodeJS.ProcessEnv = {}) {
  app = await createServer(readConfig({ ...SERVING_ONLY, ...env }, root), database);
}

beforeAll(async () => {
  // Health reports a database without this server's migrations as not ready.
  database = await migratedDatabase('pglite');
}, 60_000);
afterAll(() => database.close());

beforeEach(async () => {
  root = fakeWorkspace();
  // Each test starts as a first start: an empty release store.
  await database.pool.query(
    `DELETE FROM release_entries;
     UPDATE release_store SET imported_at = NULL, imported_from = NULL`,
  );
});
afterEach(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('discovery document', () => {
  it('is generated from the built remotes, with the package version as default', async () => {
    await start();
    const response = await app.inject('/discovery.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const document = response.json();
    const integrity = {
      integrity: expect.stringMatching(/^sha384-/),
      entryIntegrity: expect.stringMatching(/^sha384-/),
    };
    expect(document.microFrontends['mfe-admin']).toEqual([
      {
        url: '/remotes/mfe-admin/0.1.0/mf-manifest.json',
        metadata: { version: '0.1.0', ...integrity },
        deployment: { default: true, traffic: 100 },
      },
      {
        url: '/remotes/mfe-admin/0.2.0/mf-manifest.json',
        metadata: { version: '0.2.0', ...integrity },
        deployment: { default: false, traffic: 0 },
      },
    ]);
    expect(document.microFrontends['mfe-map']).toEqual([]);
  });

  it('is imported from HEADGATE_DISCOVERY once, and steered through the API afterwards', async () => {
    const file = path.join(root, 'discovery.json');
    const entry = (version: string) => ({
      microFrontends: {
        'mfe-admin': [
          { url: `/remotes/mfe-admin/${version}/mf-manifest.json`, metadata: { version } },
        ],
      },
    });
    const served = async () =>
      (await app.inject('/discovery.json')).json().microFrontends['mfe-admin'];
    fs.writeFileSync(file, JSON.stringify(entry('0.2.0')));
    await start({ HEADGATE_DISCOVERY: file });
    // The file gave no integrity: the server records that of its own build.
    expect(await served()).toEqual([
      {
        url: '/remotes/mfe-admin/0.2.0/mf-manifest.json',
        metadata: {
          version: '0.2.0',
          integrity: expect.stringMatching(/^sha384-/),
          entryIntegrity: expect.stringMatching(/^sha384-/),
        },
        deployment: { default: true, traffic: 100 },
      },
    ]);

    // Neither an edit nor a restart reads the file again.
    fs.writeFileSync(file, JSON.stringify(entry('0.1.0')));
    await app.close();
    await start({ HEADGATE_DISCOVERY: file });
    expect((await served())[0].metadata.version).toBe('0.2.0');
  });

  it('answers a readable error when the operator file is broken', async () => {
    const file = path.join(root, 'discovery.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ microFrontends: { 'mfe-admin': [{ metadata: { version: '1' } }] } }),
    );
    await start({ HEADGATE_DISCOVERY: file });
    const response = await app.inject('/discovery.json');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'discovery_invalid',
      message: expect.stringContaining('microFrontends.mfe-admin.0.url'),
      requestId: expect.any(String),
    });
  });
});

describe('remote builds', () => {
  it('serves each version folder, entries revalidated and hashed chunks immutable', async () => {
    await start();
    const manifest = await app.inject('/remotes/mfe-admin/0.2.0/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().metaData.buildInfo.buildVersion).toBe('0.2.0');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(
      (await app.inject('/remotes/mfe-admin/0.1.0/remoteEntry.js')).headers['cache-control'],
    ).toBe('no-cache');
    const chunk = await app.inject('/remotes/mfe-admin/0.1.0/7.0123456789.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/remotes/mfe-admin/9.9.9/mf-manifest.json',
    '/remotes/not-a-remote/0.1.0/mf-manifest.json',
    '/remotes/mfe-admin/..%2F..%2Fshell/index.html',
  ])('answers 404 JSON for %s', async (url) => {
    await start();
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });
});

describe('shell', () => {
  it('falls back to index.html for client routes, uncached', async () => {
    await start();
    const response = await app.inject({
      url: '/data-access/system-management/contacts',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Headgate</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends each page the document with its frame, uncached and compressed', async () => {
    const frames = { 'index.html': 'map frame', 'login.html': 'landing frame', 'app.html': 'bare' };
    for (const [file, frame] of Object.entries(frames)) {
      const body = `<!doctype html><title>Headgate</title><div id="root">${frame}</div>`;
      fs.writeFileSync(path.join(root, 'shell/dist', file), body);
      fs.writeFileSync(path.join(root, 'shell/dist', `${file}.br`), zlib.brotliCompressSync(body));
    }
    await start();
    const page = (url: string) =>
      app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const sent = async (url: string) => {
      const response = await page(url);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      return zlib.brotliDecompressSync(response.rawPayload).toString();
    };
    expect(await sent('/')).toContain('map frame');
    expect(await sent('/login')).toContain('landing frame');
    expect(await sent('/login?next=1')).toContain('landing frame');
    expect(await sent('/facility-pages/37')).toContain('bare');
    expect(await sent('/auth/callback?code=x')).toContain('bare');
    for (const file of Object.keys(frames).filter((name) => name !== 'index.html')) {
      fs.rmSync(path.join(root, 'shell/dist', file));
      fs.rmSync(path.join(root, 'shell/dist', `${file}.br`));
    }
  });

  it('serves the shell at the root path', async () => {
    await start();
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Headgate</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed shell chunks forever and revalidates main.js', async () => {
    await start();
    expect((await app.inject('/42.abcdef0123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject('/main.js')).headers['cache-control']).toBe('no-cache');
  });

  it('never answers an unknown API path with the shell', async () => {
    await start();
    const response = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});

describe('precompressed build files', () => {
  const decode = (coding: string | undefined, body: Buffer) =>
    coding === 'br'
      ? zlib.brotliDecompressSync(body)
      : coding === 'gzip'
        ? zlib.gunzipSync(body)
        : body;

  it.each(['/42.abcdef0123.js', '/main.js', '/remotes/mfe-admin/0.1.0/remoteEntry.js'])(
    'sends the .br or .gz of %s as the browser accepts, byte-identical, with Vary',
    async (url) => {
      await start();
      const plain = await app.inject(url);
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers['content-type']).toBe(plain.headers['content-type']);
        expect(response.headers.vary).toBe('accept-encoding');
        expect(decode(coding, response.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
    },
  );

  it('keeps the caching rules and answers 304 for a compressed file', async () => {
    await start();
    const headers = { 'accept-encoding': 'br', accept: 'text/html' };
    const page = await app.inject({ url: '/facility-pages', headers });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/42.abcdef0123.js', headers });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await app.inject({
      url: '/42.abcdef0123.js',
      headers: { ...headers, 'if-none-match': String(chunk.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const entry = await app.inject({ url: '/remotes/mfe-admin/0.1.0/remoteEntry.js', headers });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers', () => {
  const csp = (response: { headers: Record<string, unknown> }) =>
    Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;

  it.each([
    ['a page', '/data-access/system-management/contacts'],
    ['an asset', '/42.abcdef0123.js'],
    ['a remote file', '/remotes/mfe-admin/0.1.0/remoteEntry.js'],
    ['an API answer', '/api/health'],
    ['a refusal', '/api/nope'],
  ])('are on %s', async (_what, url) => {
    await start();
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    const policy = csp(response);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", FRAME_THEME_SCRIPT_SOURCE]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow the configured providers and the external sign-in provider, nothing else', async () => {
    await start({
      BASEMAP_KEY: 'test-key',
      GEOCODER_URL: 'http://photon.internal:2322/api?q={query}',
    });
    const policy = csp(await app.inject('/api/health'));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://photon.internal:2322',
      'https://api.maptiler.com',
      'http://127.0.0.1:9',
    ]);
    expect(policy['img-src']).toContain('https://api.maptiler.com');
    expect(policy['script-src']).toEqual(["'self'", FRAME_THEME_SCRIPT_SOURCE]);
  });

  it('allow the listed hosts the stored discovery entries load remotes from, and no other', async () => {
    const discoveryFile = path.join(root, 'discovery.json');
    fs.writeFileSync(
      discoveryFile,
      JSON.stringify({
        microFrontends: {
          'mfe-admin': [
            {
              url: 'https://cdn.example.org/mfe-admin/mf-manifest.json',
              metadata: { version: '0.3.0' },
              deployment: { default: true },
            },
            {
              url: 'https://unlisted.example.org/mfe-admin/mf-manifest.json',
              metadata: { version: '0.4.0' },
              deployment: { default: false, traffic: 0 },
            },
          ],
        },
      }),
    );
    await start({ HEADGATE_DISCOVERY: discoveryFile, REMOTE_ORIGINS: 'https://cdn.example.org' });
    const page = csp(await app.inject('/'));
    expect(page['script-src']).toEqual([
      "'self'",
      FRAME_THEME_SCRIPT_SOURCE,
      'https://cdn.example.org',
    ]);
    expect(page['connect-src']).toContain('https://cdn.example.org');
  });

  it('let only our own pages frame the sign-in callback, for the silent token renewal', async () => {
    await start();
    const callback = await app.inject({
      url: '/auth/callback?code=x&state=y',
      headers: { accept: 'text/html' },
    });
    expect(csp(callback)['frame-ancestors']).toEqual(["'self'"]);
    expect(callback.headers['x-frame-options']).toBe('SAMEORIGIN');
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(csp(page)['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(csp(page)['frame-src']).toEqual(["'self'", 'http://127.0.0.1:9']);
  });

  it('ask for https only when the site is served over https', async () => {
    await start({ PUBLIC_URL: 'https://water.example.org' });
    const response = await app.inject('/api/health');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(csp(response)['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('health', () => {
  it('answers 503 when the database does not answer', async () => {
    const failing = {
      ...database,
      pool: { query: () => Promise.reject(new Error('down')) },
    } as unknown as Database;
    app = await createServer(readConfig(SERVING_ONLY, root), failing);
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({
      error: 'database_unavailable',
      message: 'The database is not reachable just now. Try again in a minute.',
      requestId: expect.any(String),
    });
  });

  it('reports the server version', async () => {
    await start();
    const response = await app.inject('/api/health');
    expect(response.json()).toEqual({
      status: 'ok',
      version: '0.1.0',
      uptimeSeconds: expect.any(Number),
      database: 'pglite',
    });
  });
});
