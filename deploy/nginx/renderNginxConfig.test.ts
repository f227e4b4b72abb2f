import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

  it('serves the shell page at the site address to any client, other pages to browsers only, and the APIs from the servers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-nginx-'));
    // nginx's workers run as nobody when it is started by root: the files must be theirs to read.
    fs.chmodSync(dir, 0o755);
    const site = path.join(dir, 'site');
    fs.mkdirSync(path.join(site, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(site, 'shell', 'dist', 'index.html'), '<h1>Headgate</h1>');
    fs.writeFileSync(path.join(site, 'shell', 'dist', 'login.html'), '<h1>Welcome</h1>');
    fs.writeFileSync(path.join(site, 'shell', 'dist', 'app.html'), '<header>Headgate</header>');
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, 'headgate.conf'),
      renderSite(templateDir, {
        rootDir: site,
        listen: `127.0.0.1:${port}`,
        serverName: '_',
        upstreams: ['127.0.0.1:9'],
        brotli: false,
        failTimeoutSeconds: 5,
        headers: { files: {}, callback: {} },
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
            return { status: answer.status, body: await answer.text() };
          } catch (error) {
            if (attempt === 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      expect(await get('/', '*/*')).toEqual({ status: 200, body: '<h1>Headgate</h1>' });
      // Each page gets the document with its frame.
      expect(await get('/login', 'text/html')).toEqual({ status: 200, body: '<h1>Welcome</h1>' });
      expect(await get('/data-access/query-and-download', 'text/html')).toEqual({
        status: 200,
        body: '<header>Headgate</header>',
      });
      expect((await get('/data-access/query-and-download', '*/*')).status).toBe(404);
      expect((await get('/missing.js', '*/*')).status).toBe(404);
      // The APIs go to the servers (here none answers), even when a browser asks for HTML.
      for (const api of ['/api/public-map/layers', '/ogc', '/ogc/collections?f=html']) {
        expect((await get(api, 'text/html')).status).toBe(502);
      }
    } finally {
      nginx.kill();
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
        headers: { files: {}, callback: {} },
      }),
    ).toThrow('Name at least one server (--upstream).');
  });
});
