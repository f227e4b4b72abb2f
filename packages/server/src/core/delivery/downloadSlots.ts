import type { FastifyReply } from 'fastify';
import { ServerBusy } from '../api/refusals';

/**
 * How long a download refused for want of a slot is asked to wait (`Retry-After`): about as long
 * as a download of a few months takes, after which one of those under way has likely ended.
 */
const DOWNLOAD_RETRY_AFTER_SECONDS = 30;

/**
 * The streamed downloads one server sends at once (DOWNLOAD_MAX_CONCURRENT). Each holds a
 * database connection for as long as its client takes to read it, so without a bound a few slow
 * clients would hold the whole pool and every other call would wait for a connection.
 */
export interface DownloadSlots {
  /**
   * Takes a slot for the download `reply` answers, given back when that answer ends (sent,
   * failed, or its client gone); throws `ServerBusy` (503 with `Retry-After`) when every slot is
   * taken. Call it before the download takes its connection.
   */
  take(reply: FastifyReply): void;
}

/** Slots for at most `max` downloads at once. */
export function createDownloadSlots(max: number): DownloadSlots {
  let taken = 0;
  return {
    take(reply) {
      if (taken >= max) {
        throw new ServerBusy(
          'downloads_busy',
          `This server is sending as many downloads as it may at once (${max}). Try again in a minute.`,
          DOWNLOAD_RETRY_AFTER_SECONDS,
        );
      }
      taken += 1;
      reply.raw.once('close', () => {
        taken -= 1;
      });
    },
  };
}

/** What every streamed download of a server shares: the stall limit and the slots. */
export interface Downloads {
  /** How long a download waits for a client that stopped reading (DOWNLOAD_STALL_MS). */
  downloadStallMs: number;
  downloadSlots: DownloadSlots;
}
