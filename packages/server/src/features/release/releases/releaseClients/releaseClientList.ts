import fs from 'node:fs';
import { z } from 'zod';
import { isRemoteId, REMOTE_IDS, type RemoteId } from '@headgate/site-map';
import type { SettingKind } from '../../../../core/config/settingKinds';

/**
 * A release pipeline client: a team's pipeline, whose token may change its remotes
 * only, and send at most `maxTraffic` % of browsers to versions other than the default.
 */
export interface ReleaseClient {
  /** The client id at the sign-in provider (`client_id`, or `azp` as Auth0 writes it). */
  id: string;
  /** Its secret at the embedded provider; an external provider keeps its own. */
  secret: string | undefined;
  remotes: readonly RemoteId[];
  maxTraffic: number;
}

/** 32 random bytes in base64url: a shorter secret could be guessed, or was typed by a person. */
const MIN_SECRET_CHARACTERS = 43;

/** The longest client id: the audit trail names clients by id, and ids this long are unusual. */
const MAX_ID_CHARACTERS = 200;

/** Why `secret` is too short to keep the pipeline's token safe, or null. */
export function shortSecretRefusal(secret: string): string | null {
  return secret.length >= MIN_SECRET_CHARACTERS
    ? null
    : `is ${secret.length} characters; use at least ${MIN_SECRET_CHARACTERS} (32 random bytes in base64url)`;
}

/** What the file holds, as its refusals show it. */
const CLIENT_SHAPE = '{ "id", "secret", "remotes", "maxTraffic" }';
const FILE_SHAPE = `[${CLIENT_SHAPE}, …]`;

/** How the file names the remotes of this site, for its refusals. */
const KNOWN_REMOTES = REMOTE_IDS.join(', ');

/** A field's refusal when it is missing, or of another kind than `expected`. */
const missingOr = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `is missing; use ${expected}` : `is not ${expected}`;

const releaseClientSchema = z.strictObject(
  {
    id: z
      .string({ error: missingOr('text') })
      .trim()
      .min(1, 'is empty')
      .max(MAX_ID_CHARACTERS, `is longer than ${MAX_ID_CHARACTERS} characters`),
    secret: z
      .string({ error: 'is not text' })
      .superRefine((secret, ctx) => {
        const refusal = shortSecretRefusal(secret);
        if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
      })
      .optional(),
    remotes: z
      .array(
        z.string({ error: 'holds a value that is not text' }).refine(isRemoteId, {
          error: (issue) =>
            `has "${String(issue.input)}", which is no remote of this site (${KNOWN_REMOTES})`,
        }),
        { error: missingOr('a list of the remotes it may change, e.g. ["mfe-facility"]') },
      )
      .min(1, `is empty; name the remotes it may change (${KNOWN_REMOTES})`),
    maxTraffic: z
      .number({ error: missingOr('a number from 0 to 100 (percent)') })
      .min(0, 'is below 0; use 0 to 100 (percent)')
      .max(100, 'is above 100; use 0 to 100 (percent)'),
  },
  // Unknown fields are named where the problems are phrased (problemOf).
  {
    error: (issue) =>
      issue.code === 'invalid_type' ? `is not a client; use ${CLIENT_SHAPE}` : undefined,
  },
);

const releaseClientListSchema = z.array(releaseClientSchema).superRefine(
  (clients, ctx) => {
    const seen = new Set<string>();
    for (const [index, client] of clients.entries()) {
      // Read as given: the clients' other problems do not hide this one.
      const id: unknown = (client as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') continue;
      if (seen.has(id.trim())) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is listed twice' });
      }
      seen.add(id.trim());
    }
  },
  // Also when entries are bad: the operator learns of every problem in one start.
  { when: () => true },
);

/** The name a problem of entry `index` goes by: its id when it has one, else its place. */
function clientName(clients: unknown, index: number): string {
  const entry: unknown = Array.isArray(clients) ? clients[index] : undefined;
  const id = typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : undefined;
  return typeof id === 'string' && id.trim() ? id.trim() : `client ${index + 1}`;
}

/** One problem of the file, naming the client and its field: "team-facility: secret is …". */
function problemOf(issue: z.core.$ZodIssue, clients: unknown): string {
  const [index, field] = issue.path;
  if (typeof index !== 'number') return issue.message;
  if (issue.code === 'unrecognized_keys') {
    return `${clientName(clients, index)} has unknown fields ${issue.keys.join(', ')}; use id, secret, remotes and maxTraffic`;
  }
  const name = clientName(clients, index);
  return field === undefined
    ? `${name} ${issue.message}`
    : `${name}: ${String(field)} ${issue.message}`;
}

/** Every problem of the clients' list, one phrase each, or the clients as the server uses them. */
function parseReleaseClients(list: unknown): { clients: ReleaseClient[] } | { problems: string[] } {
  const parsed = releaseClientListSchema.safeParse(list);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => problemOf(i, list)) };
  return {
    clients: parsed.data.map(({ id, secret, remotes, maxTraffic }) => ({
      id,
      secret,
      remotes: [...new Set(remotes as RemoteId[])],
      maxTraffic,
    })),
  };
}

/**
 * `RELEASE_CLIENTS_FILE`: the path of a JSON list of pipeline clients, read once at start. Every
 * problem of every client is named in the one refusal (never a secret's value), so an operator
 * fixes the file in one go.
 */
export function releaseClientsFileSetting(): SettingKind<ReleaseClient[]> {
  return z.string().transform((file, ctx) => {
    const refuse = (problem: string) => {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    };
    let text: string;
    try {
      text = fs.readFileSync(file.trim(), 'utf8');
    } catch (error) {
      return refuse(`cannot be read: ${(error as Error).message}`);
    }
    let list: unknown;
    try {
      list = JSON.parse(text);
    } catch {
      return refuse(`is not JSON; use ${FILE_SHAPE}`);
    }
    if (!Array.isArray(list)) return refuse(`is not a list of clients; use ${FILE_SHAPE}`);
    const parsed = parseReleaseClients(list);
    if ('clients' in parsed) return parsed.clients;
    return refuse(`lists clients it cannot use: ${parsed.problems.join('; ')}`);
  });
}
