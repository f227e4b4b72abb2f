import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFrontDoor, type FrontDoor } from './frontDoor';

/** A front door whose one app answers after `ms`, listening on a free port. */
async function doorAnsweringAfter(ms: number): Promise<{ door: FrontDoor; port: number }> {
  const door = createFrontDoor();
  door.serverFactory((_request, response) => {
    setTimeout(() => response.end('done'), ms);
  });
  door.handOver();
  await door.listen(0, '127.0.0.1');
  return { door, port: (door.server.address() as AddressInfo).port };
}

function get(port: number, agent: http.Agent): Promise<{ body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/', agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ body, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('the front door closing', () => {
  it('lets a request on a kept-alive connection finish, then closes that connection at once', async () => {
    const { door, port } = await doorAnsweringAfter(300);
    const agent = new http.Agent({ keepAlive: true });
    const answer = get(port, agent);
    // Until the request arrives: a fixed wait can be too short on a busy machine.
    for (const giveUp = Date.now() + 5000; door.inFlight().length === 0 && Date.now() < giveUp;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(door.inFlight()).toEqual(['GET /']);
    const startedAt = Date.now();
    await door.close();
    // Not the 72 s a kept-alive connection may idle.
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(await answer).toEqual({ body: 'done', connection: 'close' });
    expect(door.inFlight()).toEqual([]);
    agent.destroy();
  });
});
