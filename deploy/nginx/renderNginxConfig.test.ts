import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readConfig, staticFileHeaders } from '@headgate/server';
import { freePort } from '@headgate/server/testing';
import { NGINX_BIN } from '../cluster/startCluster';
import { BROTLI_STATIC_MODULE, renderSite, renderStandalone } from './renderNginxConfig';

const rootDir = path.resolve(__dirname, '../..');
const templateDir = __dirname;
const describeNginx = fs.existsSync(NGINX_BIN) ? describe : describe.skip;

describeNginx('the rendered nginx configuration', () => {
  it('is accepted by nginx, with the servers as upstreams and their https security headers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-nginx-'));
    try {
      const brotli = fs.existsSync(BROTLI_STATIC_MODULE);
      const config = readConfig({ PUBLIC_URL: 'https://water.example.org' }, rootDir);
      const site = renderSite(templateDir, {
        rootDir,
        listen: '127.0.0.1:8443',
        serverName: 'water.example.org',
        upstreams: ['10.0.0.11:8080', '10.0.0.12:8080'],
        brotli,
        failTimeoutSeconds: 5,
        headers: await staticFileHeaders(config),
        accessLog: path.join(dir, 'access.log'),
      });
      fs.writeFileSync(path.join(dir, 'headgate.conf'), site);
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        renderStandalone(templateDir, { prefix: dir, workers: 1, brotli }),
      );
      const check = spawnSync(NGINX_BIN, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(check.stderr).toContain('syntax is ok');
      expect(check.status).toBe(0);
      expect(site).toContain('server 10.0.0.12:8080 max_fails=1 fail_timeout=5s;');
      expect(site).toContain('proxy_next_upstream error timeout http_502 http_503;');
      expect(site).toMatch(/add_header strict-transport-security "max-age=31536000[^"]*" always;/);
      expect(site).toMatch(/add_header content-security-policy "default-src 'self';[^"]*" always;/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks the servers for the pages and the tracker worker, serves built files from disk, and the APIs from the servers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-nginx-'));
    // nginx's workers run as nobody when it is started by root: the files must be theirs to read.
    fs.chmodSync(dir, 0o755);
    const site = path.join(dir, 'site');
    fs.mkdirSync(path.join(site, 'shell', 'dist'), { recursive: true });
    // A stale page on disk must never be what a browser gets: its policy would lack the hosts.
    fs.writeFileSync(path.join(site, 'shell', 'dist', 'index.html'), '<h1>stale</h1>');
    fs.writeFileSync(path.join(site, 'shell', 'dist', 'main.js'), 'built();');
    // A server: each page answered with the policy of the release store's hosts, as ours does.
    const server = http.createServer((request, response) => {
      const page = request.url!.startsWith('/api/') ? 'api' : 'page';
      response.setHeader('content-security-policy', "script-src 'self' https://cdn.example.org");
      response.setHeader('x-upstream-request-id', String(request.headers['x-request-id']));
      response.end(`${page} ${request.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const upstream = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, 'headgate.conf'),
      renderSite(templateDir, {
        rootDir: site,
        listen: `127.0.0.1:${port}`,
        serverName: '_',
        upstreams: [upstream],
        brotli: false,
        failTimeoutSeconds: 5,
        headers: { 'content-security-policy': "script-src 'self'" },
        accessLog: 'off',
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      renderStandalone(templateDir, { prefix: dir, workers: 1, brotli: false }),
    );
    const nginx = spawn(
      NGINX_BIN,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: 'ignore' },
    );
    try {
      const get = async (url: string, accept: string) => {
        for (let attempt = 0; ; attempt++) {
          try {
            const answer = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { accept } });
            return {
              status: answer.status,
              body: await answer.text(),
              policy: answer.headers.get('content-security-policy'),
            };
          } catch (error) {
            if (attempt === 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      const fromServers = (body: string) => ({
        status: 200,
        body,
        policy: "script-src 'self' https://cdn.example.org",
      });
      // The site's address to any client, the other pages to browsers: the servers' pages.
      expect(await get('/', '*/*')).toEqual(fromServers('page /'));
      expect(await get('/index.html', '*/*')).toEqual(fromServers('page /index.html'));
      for (const page of ['/login', '/auth/callback', '/data-access/query-and-download']) {
        expect(await get(page, 'text/html')).toEqual(fromServers(`page ${page}`));
      }
      expect(await get('/tracker-sw.js', '*/*')).toEqual(fromServers('page /tracker-sw.js'));
      expect((await get('/data-access/query-and-download', '*/*')).status).toBe(404);
      // Built files from disk, with the servers' policy for files.
      expect(await get('/main.js', '*/*')).toEqual({
        status: 200,
        body: 'built();',
        policy: "script-src 'self'",
      });
      expect((await get('/missing.js', '*/*')).status).toBe(404);
      // No server's metrics, even to a browser asking for a page of that name.
      expect((await get('/metrics', 'text/html')).status).toBe(404);
      expect((await get('/metrics?name[]=up', '*/*')).status).toBe(404);
      // The APIs go to the servers, even when a browser asks for HTML.
      expect((await get('/api/public-map/layers', 'text/html')).body).toBe(
        'api /api/public-map/layers',
      );
      expect((await get('/ogc/collections?f=html', 'text/html')).body).toBe(
        'page /ogc/collections?f=html',
      );
      // Every request reaches the servers with an id: its client's in the servers' strict form,
      // else nginx's own.
      for (const url of ['/api/public-map/layers', '/', '/oidc/auth', '/discovery.json']) {
        const idSent = async (headers: Record<string, string>) =>
          (await fetch(`http://127.0.0.1:${port}${url}`, { headers })).headers.get(
            'x-upstream-request-id',
          );
        expect([url, await idSent({ 'x-request-id': 'made-up.1' })]).toEqual([url, 'made-up.1']);
        const replaced: Record<string, string>[] = [
          {},
          { 'x-request-id': 'x'.repeat(129) },
          { 'x-request-id': 'a b' },
        ];
        for (const headers of replaced) {
          expect([url, await idSent(headers)]).toEqual([
            url,
            expect.stringMatching(/^[0-9a-f]{32}$/),
          ]);
        }
      }
    } finally {
      nginx.kill();
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to render without a server to send requests to', () => {
    expect(() =>
      renderSite(templateDir, {
        rootDir,
        listen: '80',
        serverName: '_',
        upstreams: [],
        brotli: false,
        failTimeoutSeconds: 5,
        headers: {},
        accessLog: 'off',
      }),
    ).toThrow('Name at least one server (--upstream).');
  });

  it('refuses an access log target that could end or add a directive', () => {
    for (const accessLog of ['/var/log/a.log; include /etc/passwd', 'a b', '"x"', '$host', '{']) {
      expect(() =>
        renderSite(templateDir, {
          rootDir,
          listen: '80',
          serverName: '_',
          upstreams: ['10.0.0.11:8080'],
          brotli: false,
          failTimeoutSeconds: 5,
          headers: {},
          accessLog,
        }),
      ).toThrow('--access-log must be a path or nginx log target without spaces or quotes.');
    }
  });
});
