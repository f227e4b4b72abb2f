import {
  retryAfterSeconds,
  versionTag,
  type ApiErrorBody,
  type StaleRecord,
} from '@headgate/contracts';

/**
 * A request the API refuses for a reason the caller can act on. Routes and hooks throw one; the
 * API's one error handler (`answerError`) answers it with `status` and the body
 * `{ error, message }`, whose message the browser shows as it is.
 */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries, such as `WWW-Authenticate` on a refused token. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The answer's body. */
  get body(): ApiErrorBody {
    return { error: this.code, message: this.message };
  }
}

/** 400: a value the caller sent is wrong; the message starts with the field it names. */
export class BadRequest extends ApiRefusal {
  constructor(field: string | undefined, message: string) {
    super(400, 'bad_request', field ? `${field}: ${message}` : message);
  }
}

/** 401: the caller must sign in first. */
export class Unauthorized extends ApiRefusal {
  constructor(message = 'Sign in to see this.') {
    super(401, 'unauthorized', message);
  }
}

/** 401: the bearer token sent cannot be honoured (RFC 6750 §3), so the client renews it. */
export class InvalidToken extends ApiRefusal {
  constructor(message: string) {
    super(401, 'invalid_token', message, { 'www-authenticate': 'Bearer error="invalid_token"' });
  }
}

/** 403: the caller is signed in, but their role or account does not give access. */
export class Forbidden extends ApiRefusal {
  constructor(message: string) {
    super(403, 'forbidden', message);
  }
}

/** 404: nothing answers to the id or path asked for. */
export class NotFound extends ApiRefusal {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

/** 409: the request clashes with what is stored (a record in use, a duplicate, one's own role). */
export class Conflict extends ApiRefusal {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

/**
 * 412: the write's `If-Match` names a version the record no longer has (someone changed it
 * since the caller read it), so nothing was written. The body holds the record as it is now
 * and who changed it last (`staleRecordSchema`); the `ETag` its current version.
 */
export class PreconditionFailed extends ApiRefusal {
  constructor(readonly stale: Omit<StaleRecord, 'error'>) {
    super(412, 'precondition_failed', stale.message, { etag: versionTag(stale.version) });
  }

  override get body(): StaleRecord {
    return { ...this.stale, error: this.code };
  }
}

/** 429: the caller sent too many requests; `Retry-After` says when they may try again. */
export class TooManyRequests extends ApiRefusal {
  constructor(message: string, waitMs: number) {
    super(429, 'too_many_requests', message, {
      'retry-after': String(retryAfterSeconds(waitMs)),
    });
  }
}

/** 500: the server's own configuration stops it answering (an operator's file is unreadable). */
export class BrokenConfiguration extends ApiRefusal {
  constructor(code: string, message: string) {
    super(500, code, message);
  }
}

/** 501: the feature needs a service this server is not configured with. */
export class NotConfigured extends ApiRefusal {
  constructor(message: string) {
    super(501, 'not_configured', message);
  }
}

/** Seconds a caller is asked to wait (`Retry-After`) before trying again without the database. */
const DATABASE_RETRY_AFTER_SECONDS = 30;

/**
 * 503: the database cannot be reached just now (stopped, restarting, or cut off). The server
 * reconnects by itself when it is back, so the same call may simply be tried again later. With
 * `code` and `message`, the database was reached but could not do the call for want of room,
 * memory, connections or time (see `databaseShortage`): the same call may succeed later too.
 */
export class DatabaseUnavailable extends ApiRefusal {
  constructor(
    code = 'database_unavailable',
    message = 'The database is not reachable just now. Try again in a minute.',
  ) {
    super(503, code, message, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
}

/**
 * 503: this server has as much under way as it may take (its downloads, its memory or its event
 * loop at their limits). It takes the call again once some of it is done, in about
 * `retryAfterSeconds`; another server behind the same proxy may take it now.
 */
export class ServerBusy extends ApiRefusal {
  constructor(code: string, message: string, retryAfterSeconds: number) {
    super(503, code, message, { 'retry-after': String(retryAfterSeconds) });
  }
}

/**
 * 503: this server takes no requests just now: it is starting (its database is being prepared)
 * or shutting down. Another server behind the same proxy may answer the same call.
 */
export class NotServing extends ApiRefusal {
  constructor(phase: 'starting' | 'draining') {
    super(
      503,
      phase,
      phase === 'starting'
        ? 'Headgate is starting: its database is being prepared. Try again in a moment.'
        : 'Headgate is shutting down: it finishes what it was doing and takes no new requests.',
    );
  }
}

/**
 * 502, 503 or 504: a service the answer depends on (the database, the sign-in provider, a
 * camera, the terrain service) answered wrongly, is unavailable, or did not answer in time.
 */
export class DependencyFailed extends ApiRefusal {
  constructor(status: 502 | 503 | 504, code: string, message: string) {
    super(status, code, message);
  }
}
