import * as z from 'zod/mini';

/**
 * One deployable version of a micro-frontend, in the shape of the Frontend Discovery schema
 * (awslabs/frontend-discovery, v1-pre). `url` points at the remote's `mf-manifest.json`.
 */
export const discoveryEntrySchema = z.object({
  url: z.string().check(z.minLength(1)),
  fallbackUrl: z.optional(z.string().check(z.minLength(1))),
  metadata: z.object({
    version: z.string().check(z.minLength(1)),
    /** The Subresource Integrity of the file at `url` (the manifest). */
    integrity: z.optional(z.string()),
    /** Headgate's addition: the integrity of the entry script the manifest names. */
    entryIntegrity: z.optional(z.string()),
  }),
  deployment: z.optional(
    z.object({
      default: z.optional(z.boolean()),
      traffic: z.optional(z.number().check(z.gte(0), z.lte(100))),
    }),
  ),
});

/**
 * The automatic rollback rule (Headgate's addition): a canary entry (any entry not marked
 * `deployment.default`) whose browsers report errors on more than `maxErrorRate` of their loads
 * in the last hour (each client's rate, averaged over the clients), over at least `minLoads`
 * loads from at least `minClients` distinct clients, is no longer served.
 */
export const rollbackRuleSchema = z.object({
  maxErrorRate: z.number().check(z.gte(0), z.lte(1)),
  minLoads: z.optional(z.number().check(z.int(), z.gte(1))),
  minClients: z.optional(z.number().check(z.int(), z.gte(1))),
});

/** The discovery document the shell reads at start: every remote and its deployable versions. */
export const discoveryDocumentSchema = z.object({
  schema: z.optional(z.string()),
  microFrontends: z.record(z.string(), z.array(discoveryEntrySchema)),
  rollback: z.optional(rollbackRuleSchema),
  /**
   * Headgate's addition, new on every read: this page load's ticket for each entry served, by
   * {@link remoteVersionId}. The shell sends it with its client events, which count only with one.
   */
  loadTickets: z.optional(z.record(z.string(), z.string())),
});

/** How a remote version is named in a pin and in `loadTickets`: `mfe-admin@0.2.0`. */
export function remoteVersionId(remote: string, version: string): string {
  return `${remote}@${version}`;
}

export type DiscoveryEntry = z.infer<typeof discoveryEntrySchema>;
export type DiscoveryDocument = z.infer<typeof discoveryDocumentSchema>;
export type RollbackRule = z.infer<typeof rollbackRuleSchema>;

/**
 * Reads a discovery document, throwing an error that names the offending field when the shape
 * is wrong.
 */
export function parseDiscoveryDocument(input: unknown): DiscoveryDocument {
  const result = discoveryDocumentSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'document';
    throw new Error(`Invalid discovery document at ${where}: ${issue?.message ?? 'unknown error'}`);
  }
  return result.data;
}
