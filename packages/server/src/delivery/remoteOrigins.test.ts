import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteOrigins } from './remoteOrigins';

const document = (url: string) =>
  JSON.stringify({
    schemaVersion: 1,
    microFrontends: { 'mfe-admin': [{ url, metadata: { version: '0.1.0' } }] },
  });

describe('the remote origins of the Content-Security-Policy', () => {
  it('follow an edit of the discovery file at once, not after a delay', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-origins-'));
    const file = path.join(folder, 'discovery.json');
    fs.writeFileSync(file, document('https://cdn-one.example/admin/mf-manifest.json'));
    const origins = remoteOrigins({ discoveryFile: file, publicUrl: 'http://127.0.0.1:8080' });
    expect(origins()).toEqual(['https://cdn-one.example']);

    fs.writeFileSync(file, document('https://cdn-two.example/admin/v2/mf-manifest.json'));
    expect(origins()).toEqual(['https://cdn-two.example']);

    fs.rmSync(folder, { recursive: true });
    expect(origins()).toEqual([]);
  });
});
