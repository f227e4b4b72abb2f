import type { SystemStatus } from '@headgate/contracts';
import { statusProblems } from './statusProblems';
import { spanText } from './statusWords';

const CHECKED_AT = '2026-11-26T18:00:00.000Z';
const minutesBefore = (minutes: number) =>
  new Date(Date.parse(CHECKED_AT) - minutes * 60_000).toISOString();

const SERVER = {
  name: 'gw-1:4100',
  version: '0.1.0',
  startedAt: minutesBefore(60),
  lastSeenAt: minutesBefore(0.1),
  ready: true,
  jobs: true,
  gone: false,
};
/** All is well: one ready server running the jobs, which evaluated the alerts a minute ago. */
const WELL: SystemStatus = {
  checkedAt: CHECKED_AT,
  servers: [SERVER],
  imports: [],
  outbox: { pending: 0, sending: 0, sent: 0, failed: 0, oldestUnsentAgeSeconds: null },
  alertEngine: { lastEvaluatedAt: minutesBefore(1), server: SERVER.name },
  remotes: [],
};

describe('what System Status says needs attention', () => {
  it('nothing when all is well', () => {
    expect(statusProblems(WELL)).toEqual([]);
  });

  it('a server not ready, an import that never succeeded, mail never delivered', () => {
    expect(
      statusProblems({
        ...WELL,
        servers: [SERVER, { ...SERVER, name: 'gw-2:9', ready: false }],
        imports: [
          {
            dataSource: 'Logger',
            lastSuccessAt: null,
            lastFailureAt: minutesBefore(5),
            frequencyMinutes: 60,
            nextDueAt: minutesBefore(-55),
            overdue: false,
          },
          // Disabled: nothing is expected of it.
          {
            dataSource: 'Old',
            lastSuccessAt: minutesBefore(9000),
            lastFailureAt: null,
            frequencyMinutes: null,
            nextDueAt: null,
            overdue: false,
          },
        ],
        outbox: { pending: 0, sending: 0, sent: 3, failed: 2, oldestUnsentAgeSeconds: null },
      }),
    ).toEqual([
      'Server gw-2:9 is not ready: it is starting or shutting down, or cannot use the database.',
      'Import Logger has never succeeded: last failure 5 min ago, expected every 1 h.',
      '2 alert messages were never delivered: the mail server refused them.',
    ]);
  });

  it('no server running the jobs, or an alert engine that stopped', () => {
    expect(statusProblems({ ...WELL, servers: [{ ...SERVER, jobs: false }] })).toEqual([
      'No server runs the jobs: imports and alerts wait until one starts with HEADGATE_JOBS on.',
    ]);
    expect(
      statusProblems({ ...WELL, alertEngine: { lastEvaluatedAt: minutesBefore(12), server: 'x' } }),
    ).toEqual([
      'The alert engine is late: it last evaluated the alerts 12 min ago, expected every minute.',
    ]);
  });

  it('a mail backlog only past the alert rule’s 10 minutes', () => {
    const waiting = (minutes: number) =>
      statusProblems({
        ...WELL,
        outbox: { ...WELL.outbox, pending: 3, oldestUnsentAgeSeconds: minutes * 60 },
      });
    expect(waiting(9)).toEqual([]);
    expect(waiting(11)).toEqual([
      'Alert mail is not going out: 3 messages wait, the oldest for 11 min.',
    ]);
  });
});

describe('spans of time in words', () => {
  it.each([
    [40_000, '40 s'],
    [15 * 60_000, '15 min'],
    [200 * 60_000, '3 h 20 min'],
    [12 * 3_600_000 + 60_000, '12 h'],
    [3 * 86_400_000, '3 days'],
  ])('%d ms reads %s', (ms, text) => {
    expect(spanText(ms)).toBe(text);
  });
});
