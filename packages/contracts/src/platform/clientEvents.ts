import * as z from 'zod';

/** What a browser reports about a remote: it ran, or how it failed. */
export const CLIENT_EVENT_KINDS = ['loaded', 'load-failure', 'mount-error', 'area-error'] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** The largest client event body the API reads, in bytes. */
export const CLIENT_EVENT_MAX_BYTES = 1024;
/** Client events one address may send a minute. */
export const CLIENT_EVENTS_PER_MINUTE = 60;

/**
 * `POST /api/client-events`: one event, nothing personal (no user, page or message: an error's
 * class name at most). Anything else in the body is refused. `ticket` is the load ticket the
 * discovery document gave the page for this remote version (`loadTickets`): an event counts once
 * per page load that really read the document.
 */
export const clientEventSchema = z
  .object({
    remote: z.string().regex(/^mfe-[a-z][a-z-]{0,30}$/, 'a remote id such as mfe-admin'),
    version: z.string().regex(/^[0-9A-Za-z.+-]{1,40}$/, 'a version such as 0.2.0'),
    kind: z.enum(CLIENT_EVENT_KINDS),
    errorName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'an error class name such as TypeError')
      .optional(),
    ticket: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,100}$/, 'the load ticket /discovery.json gave for this version'),
  })
  .strict();
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** `GET /api/client-events/summary`: one remote version over the last hour. */
export const clientEventsSummaryRowSchema = z.object({
  remote: z.string(),
  version: z.string(),
  /** Areas opened: each ends loaded, failing to load, or failing to mount. */
  loads: z.number().int(),
  errors: z.number().int(),
  /** Distinct addresses (an IPv6 /64 is one) that opened it: browsers behind one count as one. */
  clients: z.number().int(),
  /**
   * Each client's errors / loads (at most 1), averaged over the clients: one address weighs one
   * client's share however much it sends. 0 with no loads.
   */
  errorRate: z.number(),
  /** When the server stopped serving it by the rollback rule; null while it is served. */
  rolledBackAt: z.string().nullable(),
});
export type ClientEventsSummaryRow = z.infer<typeof clientEventsSummaryRowSchema>;
