import type { ClientEvent } from '@headgate/contracts';
import { endpointUrl, platformCalls } from '@headgate/contracts/calls';
import { loadTicketOf } from '../discovery/loadTickets';

const REPORT = platformCalls.reportClientEvent;
const ERROR_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** The reference each reported failure was sent under, for the panel that shows it. */
const failureReferences = new WeakMap<object, string>();

/**
 * Tells the server how a remote version fares in this browser: nothing personal, one
 * small event, sent without holding anything up; a report that cannot be sent is dropped. A
 * beacon rather than `callEndpoint`: it outlives the page it leaves, and carries no token. It
 * goes with the page load's ticket for the version; a version no discovery document
 * of this page served has none, and its report, which the server would refuse, is not sent.
 * `failure`, the error a failure event reports, is kept with the event's reference (see
 * {@link failureReference}).
 */
export function reportClientEvent(event: Omit<ClientEvent, 'ticket'>, failure?: unknown): void {
  const ticket = loadTicketOf(event.remote, event.version);
  if (!ticket) return;
  const ticketed: ClientEvent = { ...event, ticket };
  const body = JSON.stringify(ticketed);
  try {
    const url = endpointUrl(REPORT, { body: ticketed });
    if (typeof navigator.sendBeacon === 'function') {
      if (!navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
    } else if (typeof fetch === 'function') {
      void fetch(url, {
        method: REPORT.method,
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => undefined);
    } else {
      return;
    }
    if (typeof failure === 'object' && failure !== null) {
      // The ticket's id names this page load in the server's log line of the event and in its
      // stored row; its signature stays out of sight.
      failureReferences.set(failure, ticket.split('.')[0]!);
    }
  } catch {
    // Reporting must never be the thing that breaks the page.
  }
}

/**
 * The reference a user can quote for a failure reported with {@link reportClientEvent}: the page
 * load's id, which the server logs with the event. Undefined when no report went out.
 */
export function failureReference(failure: unknown): string | undefined {
  return typeof failure === 'object' && failure !== null
    ? failureReferences.get(failure)
    : undefined;
}

/** An error's class name when it is one (`TypeError`), never its message. */
export function errorNameOf(error: unknown): string | undefined {
  const name = error instanceof Error ? error.name : undefined;
  return name && ERROR_NAME.test(name) ? name : undefined;
}

const REMOTE_FILE = /\/remotes\/(mfe-[a-z][a-z-]*)\/([0-9A-Za-z.+-]{1,40})\//;

/** The remote version whose files a stack trace runs through, if any. */
export function remoteOfStack(
  stack: string | undefined,
): { remote: string; version: string } | null {
  const match = stack ? REMOTE_FILE.exec(stack) : null;
  return match ? { remote: match[1]!, version: match[2]! } : null;
}

let reportingAreaErrors = false;

/**
 * Reports uncaught errors and rejections thrown inside an area (their stack runs through a
 * remote's files), from the first area's load on: no remote code runs before it, and a page
 * without areas (the landing page) never loads this reporting.
 */
export function reportAreaErrors(): void {
  if (reportingAreaErrors) return;
  reportingAreaErrors = true;
  const report = (error: unknown, filename?: string) => {
    const where =
      remoteOfStack(error instanceof Error ? error.stack : undefined) ?? remoteOfStack(filename);
    if (!where) return;
    reportClientEvent({ ...where, kind: 'area-error', errorName: errorNameOf(error) });
  };
  const onError = (event: ErrorEvent) => report(event.error, event.filename);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}
