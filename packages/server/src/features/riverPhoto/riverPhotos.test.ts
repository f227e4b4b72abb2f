import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Role } from '@headgate/contracts';
import { expectBadRequest, useTestApi } from '../../core/api/testing/apiFixture';
import { DRIVERS } from '../../core/database/testing/testDatabases';
import { embeddedBearer } from '../usersManagement/users/testing/embeddedTokens';
import { simulatedCameraImage } from './cameraSimulator';

jest.setTimeout(60_000);

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
const leadingBytes = (body: Buffer, magic: number[]) => [...body.subarray(0, magic.length)];

type Api = ReturnType<typeof useTestApi>;

async function postPhoto(api: Api, payload: object, role?: Role) {
  return api.app.inject({
    method: 'POST',
    url: '/api/river-photos',
    payload,
    headers: role ? await embeddedBearer(api.db, [role]) : {},
  });
}

describe.each(DRIVERS)('river photos from the camera simulator on %s', (driver) => {
  const api = useTestApi(driver);

  it.each<Role>(['River Photos', 'Administrator', 'Developer'])(
    'gives %s a fresh JPEG of the camera, never cached',
    async (role) => {
      const response = await postPhoto(api, { camera: 'western' }, role);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(leadingBytes(response.rawPayload, JPEG_MAGIC)).toEqual(JPEG_MAGIC);
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 960, height: 540, format: 'jpeg' });
    },
  );

  it('draws every camera, with a mask when one is named', async () => {
    for (const camera of ['western', 'empire', 'riverside-dam', 'riverside-sand-gate']) {
      const response = await postPhoto(api, { camera, maskFileName: 'mask.png' }, 'River Photos');
      expect(response.statusCode).toBe(200);
      expect(leadingBytes(response.rawPayload, JPEG_MAGIC)).toEqual(JPEG_MAGIC);
    }
  });

  it('refuses anonymous callers with 401 and other roles with 403', async () => {
    const anonymous = await postPhoto(api, { camera: 'western' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    for (const role of ['User', 'All Data User'] as const) {
      const response = await postPhoto(api, { camera: 'western' }, role);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
    }
  });

  it.each([
    [{ camera: 'western', cameraUrl: 'http://admin:secret@10.0.0.9/snap.jpg' }, 'cameraUrl'],
    [{ cameraUrl: 'http://admin:secret@10.0.0.9/snap.jpg' }, 'camera'],
    [{ camera: 'http://10.0.0.9/snap.jpg' }, 'camera'],
    [{ camera: 'northern' }, 'camera'],
    [{ camera: 'western', maskFileName: 'https://example.com/mask.png' }, 'maskFileName'],
    [{ camera: 'western', maskFileName: '../mask.png' }, 'maskFileName'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    expectBadRequest(await postPhoto(api, payload, 'River Photos'), field);
  });
});

describe('the camera simulator', () => {
  it('renders a new frame for a new moment', async () => {
    const first = await simulatedCameraImage('empire', new Date('2026-11-20T21:15:00Z'));
    const later = await simulatedCameraImage('empire', new Date('2026-11-20T21:16:07Z'));
    expect(first.equals(later)).toBe(false);
  });
});

/** A stand-in camera: a PNG behind Basic auth, one path that never answers, one that is not an image. */
async function startCamera() {
  const image = await sharp({
    create: { width: 4, height: 3, channels: 3, background: '#3f6e8c' },
  })
    .png()
    .toBuffer();
  const seen: string[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.url} ${request.headers.authorization ?? '-'}`);
    if (request.url === '/hang') return void hanging.push(response);
    if (request.url === '/page') return void response.end('<html></html>');
    const expected = `Basic ${Buffer.from('cam:s3cr@t').toString('base64')}`;
    if (request.headers.authorization !== expected) {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    image,
    seen,
    base,
    close: () => {
      for (const response of hanging) response.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('river photos from configured cameras', () => {
  let camera: Awaited<ReturnType<typeof startCamera>>;
  const env: NodeJS.ProcessEnv = { HEADGATE_RIVER_CAMERA_TIMEOUT_MS: '300' };
  beforeAll(async () => {
    camera = await startCamera();
    env.HEADGATE_RIVER_CAMERAS = JSON.stringify({
      western: `http://cam:s3cr%40t@${camera.base}/snap.png`,
      empire: `http://${camera.base}/hang`,
      'riverside-dam': `http://${camera.base}/page`,
      'riverside-sand-gate': `http://127.0.0.1:${await closedPort()}/snap.jpg`,
    });
  });
  afterAll(() => camera.close());
  const api = useTestApi('pglite', undefined, env);

  it("streams the camera's image with its content type, credentials sent by the server", async () => {
    const response = await postPhoto(
      api,
      { camera: 'western', maskFileName: 'mask.png' },
      'River Photos',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(leadingBytes(response.rawPayload, PNG_MAGIC)).toEqual(PNG_MAGIC);
    expect(response.rawPayload.equals(camera.image)).toBe(true);
    expect(camera.seen).toContain(
      `/snap.png Basic ${Buffer.from('cam:s3cr@t').toString('base64')}`,
    );
  });

  it.each(['empire', 'riverside-sand-gate'])(
    'answers 504 when camera %s does not answer in time or cannot be reached',
    async (id) => {
      const started = Date.now();
      const response = await postPhoto(api, { camera: id }, 'Administrator');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.statusCode).toBe(504);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: 'camera_unavailable',
        message: 'No response received from the camera.',
        requestId: expect.any(String),
      });
    },
  );

  it('answers 502 when the camera answers without an image, never naming its URL', async () => {
    const response = await postPhoto(api, { camera: 'riverside-dam' }, 'Developer');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'camera_error',
      message: expect.any(String),
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain(camera.base);
  });
});

describe('river photos with some cameras configured', () => {
  const api = useTestApi('pglite', undefined, {
    HEADGATE_RIVER_CAMERAS: '{"western":"http://127.0.0.1:9/snap.jpg"}',
  });

  it('answers 404 for a camera the configuration leaves out', async () => {
    const response = await postPhoto(api, { camera: 'empire' }, 'River Photos');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: 'Camera empire is not configured.',
    });
  });
});
