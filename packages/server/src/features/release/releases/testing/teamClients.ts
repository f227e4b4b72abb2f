import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A pipeline client as `RELEASE_CLIENTS_FILE` lists it. */
export interface TeamClient {
  id: string;
  secret?: string;
  remotes: string[];
  maxTraffic: number;
}

/** A secret as an operator makes one: 32 random bytes in base64url (43 characters). */
export function pipelineSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Writes `RELEASE_CLIENTS_FILE`s for the tests of the enclosing describe block (or file), in a
 * folder of their own removed after them: `write(clients)` gives the path of a new one.
 */
export function teamClientsFiles(): { write(clients: readonly TeamClient[]): string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-release-clients-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  let written = 0;
  return {
    write(clients) {
      const file = path.join(folder, `release-clients-${++written}.json`);
      fs.writeFileSync(file, JSON.stringify(clients));
      return file;
    },
  };
}

/**
 * What a pipeline does for its token: the token endpoint from the issuer's discovery, then the
 * client-credentials grant with HTTP Basic client authentication.
 */
export async function requestPipelineToken(
  app: FastifyInstance,
  client: Pick<TeamClient, 'id'> & { secret: string },
): Promise<LightMyRequestResponse> {
  const discovery = (await app.inject('/oidc/.well-known/openid-configuration')).json<{
    token_endpoint: string;
  }>();
  return app.inject({
    method: 'POST',
    url: new URL(discovery.token_endpoint).pathname,
    headers: {
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
}

/** The `Authorization` header of the client's token; fails the test when none is granted. */
export async function pipelineBearer(
  app: FastifyInstance,
  client: Pick<TeamClient, 'id'> & { secret: string },
): Promise<{ authorization: string }> {
  const answer = await requestPipelineToken(app, client);
  if (answer.statusCode !== 200) {
    throw new Error(`No token for ${client.id}: ${answer.statusCode} ${answer.body}`);
  }
  return { authorization: `Bearer ${answer.json<{ access_token: string }>().access_token}` };
}
