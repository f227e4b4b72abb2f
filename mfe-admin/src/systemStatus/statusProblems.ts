import type { SystemStatus } from '@headgate/contracts';
import { agoText, everyText, spanText } from './statusWords';

/** The shipped alert rule on the outbox: a message unsent for longer is a backlog. */
export const OUTBOX_BACKLOG_MINUTES = 10;

/** The jobs evaluate the alerts at least every minute: five without one means they stopped. */
export const ALERT_ENGINE_LATE_MINUTES = 5;

const MINUTE_MS = 60_000;

function serverProblems({ servers, checkedAt }: SystemStatus): string[] {
  return servers.flatMap((server) => {
    if (server.gone)
      return [`Server ${server.name} is gone: last seen ${agoText(server.lastSeenAt, checkedAt)}.`];
    if (!server.ready)
      return [
        `Server ${server.name} is not ready: it is starting or shutting down, or cannot use the database.`,
      ];
    return [];
  });
}

function importProblems({ imports, checkedAt }: SystemStatus): string[] {
  return imports.flatMap((source) => {
    if (source.frequencyMinutes === null) return [];
    const every = `expected every ${everyText(source.frequencyMinutes)}`;
    if (source.overdue)
      return [
        `Import ${source.dataSource} is overdue: last success ${agoText(source.lastSuccessAt!, checkedAt)}, ${every}.`,
      ];
    if (source.lastSuccessAt === null && source.lastFailureAt !== null)
      return [
        `Import ${source.dataSource} has never succeeded: last failure ${agoText(source.lastFailureAt, checkedAt)}, ${every}.`,
      ];
    return [];
  });
}

function outboxProblems({ outbox }: SystemStatus): string[] {
  const problems: string[] = [];
  const waiting = outbox.pending + outbox.sending;
  const oldest = outbox.oldestUnsentAgeSeconds;
  if (oldest !== null && oldest * 1000 > OUTBOX_BACKLOG_MINUTES * MINUTE_MS)
    problems.push(
      `Alert mail is not going out: ${waiting} ${waiting === 1 ? 'message waits' : 'messages wait'}, the oldest for ${spanText(oldest * 1000)}.`,
    );
  if (outbox.failed > 0)
    problems.push(
      `${outbox.failed} alert ${outbox.failed === 1 ? 'message was' : 'messages were'} never delivered: the mail server refused ${outbox.failed === 1 ? 'it' : 'them'}.`,
    );
  return problems;
}

function alertEngineProblems({ alertEngine, servers, checkedAt }: SystemStatus): string[] {
  const running = servers.some((server) => server.jobs && !server.gone);
  if (!running)
    return [
      'No server runs the jobs: imports and alerts wait until one starts with HEADGATE_JOBS on.',
    ];
  const last = alertEngine.lastEvaluatedAt;
  if (last === null) return ['The alert engine has not evaluated the alerts yet.'];
  if (Date.parse(checkedAt) - Date.parse(last) > ALERT_ENGINE_LATE_MINUTES * MINUTE_MS)
    return [
      `The alert engine is late: it last evaluated the alerts ${agoText(last, checkedAt)}, expected every minute.`,
    ];
  return [];
}

function remoteProblems({ remotes }: SystemStatus): string[] {
  return remotes.flatMap(({ remote, versions }) =>
    versions
      .filter((version) => version.failures > 0)
      .map(
        (version) =>
          `${remote} ${version.version} failed in ${version.failures} of ${version.loads} loads in the last hour.`,
      ),
  );
}

/**
 * What needs someone's attention, in sentences staff can act on ("Import CDSS is overdue: last
 * success 3 h ago, expected every 15 min."), in the page's order: servers, imports, outbox,
 * alert engine, remotes. Empty when all is well.
 */
export function statusProblems(status: SystemStatus): string[] {
  return [
    ...serverProblems(status),
    ...importProblems(status),
    ...outboxProblems(status),
    ...alertEngineProblems(status),
    ...remoteProblems(status),
  ];
}
