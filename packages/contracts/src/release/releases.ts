import * as z from 'zod';
import { MAX_INTEGER } from '../ids';

/**
 * The default id of the release pipeline client (`client_credentials`): the one client of the
 * server's shorthand `RELEASE_CLIENT_SECRET`, and whom `pnpm release --register` signs in as when
 * `RELEASE_CLIENT_ID` names no team's client. Its token may call the release API and nothing else.
 */
export const RELEASE_CLIENT_ID = 'headgate-release';

/** A remote's id, as the site map names it. */
export const remoteIdSchema = z
  .string()
  .regex(/^mfe-[a-z][a-z-]{0,30}$/, 'a remote id such as mfe-admin');

/** A remote's version, as its build folder and the client events name it. */
export const releaseVersionSchema = z
  .string()
  .regex(/^[0-9A-Za-z.+-]{1,40}$/, 'a version such as 0.2.0 (letters, digits, . + -)');

/**
 * The automatic rollback rule of one canary entry: once its browsers report errors on more than
 * `maxErrorRate` of their loads in the last hour (each client's rate, averaged over the clients),
 * over at least `minLoads` loads (20 unless given) from at least `minClients` distinct clients (5
 * unless given), the server stops serving it. A default entry is never rolled back automatically.
 */
export const releaseRollbackRuleSchema = z
  .object({
    maxErrorRate: z.number().min(0).max(1),
    minLoads: z.number().int().min(1).max(MAX_INTEGER).optional(),
    minClients: z.number().int().min(1).max(MAX_INTEGER).optional(),
  })
  .strict();
export type ReleaseRollbackRule = z.infer<typeof releaseRollbackRuleSchema>;

/**
 * Subresource Integrity as the pipeline records it and browsers check it: the SHA-384 of a file,
 * `sha384-` and its 64 base64 characters.
 */
export const subresourceIntegritySchema = z
  .string()
  .regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'a SHA-384 integrity such as sha384-<64 base64 characters>');

/**
 * One deployable version of a remote as the release API reads and writes it (a discovery entry,
 * flattened). `url` is the version's `mf-manifest.json`: on this site, or on an origin listed in
 * the server's `REMOTE_ORIGINS`. The `traffic` shares of a remote's entries add up to 100.
 */
export const releaseEntrySchema = z
  .object({
    version: releaseVersionSchema,
    url: z.string().min(1).max(2000),
    fallbackUrl: z.string().min(1).max(2000).optional(),
    /**
     * The integrity of the manifest (`url`, and `fallbackUrl` the same files elsewhere). Required
     * for a version on another origin; the server records it for a build of its own.
     */
    integrity: subresourceIntegritySchema.optional(),
    /** The integrity of the entry script the manifest names (`remoteEntry.js`), likewise. */
    entryIntegrity: subresourceIntegritySchema.optional(),
    /** The stable entry: served when every other is rolled back, never rolled back itself. */
    default: z.boolean(),
    /** Percent of browsers sent to this entry (0 keeps it listed but unserved, except by pin). */
    traffic: z.number().min(0).max(100),
    rollback: releaseRollbackRuleSchema.optional(),
  })
  .strict();
export type ReleaseEntry = z.infer<typeof releaseEntrySchema>;

/** `PUT /api/releases/:remote`: the remote's full entry list (add, share, promote, retire). */
export const releaseUpdateSchema = z
  .object({ entries: z.array(releaseEntrySchema).min(1).max(20) })
  .strict();
export type ReleaseUpdate = z.infer<typeof releaseUpdateSchema>;

/** The path parameter of the per-remote release calls. */
export const releaseParamsSchema = z.object({ remote: remoteIdSchema });

/** One entry as `GET /api/releases` shows it: as stored, with its last hour in browsers. */
export const releaseEntryStatusSchema = releaseEntrySchema.extend({
  /** Areas opened with this version in the last hour (loaded, failed to load or to mount). */
  loads: z.number().int(),
  errors: z.number().int(),
  /** Distinct clients (addresses) among those loads. */
  clients: z.number().int(),
  /** Each client's errors / loads, averaged over the clients (0 with no loads). */
  errorRate: z.number(),
  /** When the rollback rule stopped serving it (ISO 8601); null while it is served. */
  rolledBackAt: z.string().nullable(),
});
export type ReleaseEntryStatus = z.infer<typeof releaseEntryStatusSchema>;

/** One remote's entries, in the order stored. */
export const remoteReleaseSchema = z.object({
  remote: remoteIdSchema,
  entries: z.array(releaseEntryStatusSchema),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/** How a remote's entries changed: a `PUT`, a rollback call, or the first import into the store. */
export const RELEASE_CHANGE_KINDS = ['update', 'rollback', 'import'] as const;
export type ReleaseChangeKind = (typeof RELEASE_CHANGE_KINDS)[number];

/** One change of a remote's entries in the audit trail: who, when, and the lists before and after. */
export const releaseChangeSchema = z.object({
  auditNdx: z.number().int(),
  /** ISO 8601, UTC. */
  at: z.string(),
  actorSubject: z.string(),
  /** A user's name, or the pipeline's client id. */
  actorName: z.string(),
  remote: remoteIdSchema,
  change: z.enum(RELEASE_CHANGE_KINDS),
  /** Null for the import that filled an empty store. */
  before: z.array(releaseEntrySchema).nullable(),
  after: z.array(releaseEntrySchema),
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

/** How many past changes `GET /api/releases` gives, newest first. */
export const RELEASE_AUDIT_LIMIT = 50;

/** `GET /api/releases`: every remote's entries with their last hour, and the latest changes. */
export const releasesSchema = z.object({
  remotes: z.array(remoteReleaseSchema),
  audit: z.array(releaseChangeSchema),
});
export type Releases = z.infer<typeof releasesSchema>;

/** `POST /api/releases/:remote/rollback`: the remote's entries now, and the version now served. */
export const releaseRollbackResultSchema = remoteReleaseSchema.extend({
  rolledBackTo: releaseVersionSchema,
});
export type ReleaseRollbackResult = z.infer<typeof releaseRollbackResultSchema>;
