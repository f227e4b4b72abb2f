import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { inProcessLimiters, type LimiterFactory } from './limiters';

/** Failed sign-ins allowed per email, and per client address, within the window. */
export const FAILURES_PER_EMAIL = 5;
export const FAILURES_PER_ADDRESS = 20;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Counts sign-ins so passwords cannot be guessed at speed. An attempt is counted before its
 * password is checked, so tries sent in parallel cannot all pass a count that none of them has
 * raised yet; a success is given back, so a user who signs in correctly is never slowed down (it
 * clears the email's count and refunds the address its attempt). `limiters` decides where the
 * counts live, so that every server behind a proxy can share them.
 */
export function createLoginAttempts(limiters: LimiterFactory = inProcessLimiters) {
  const byEmail = limiters({
    keyPrefix: 'sign-in-email',
    points: FAILURES_PER_EMAIL,
    duration: FAILURE_WINDOW_SECONDS,
  });
  const byAddress = limiters({
    keyPrefix: 'sign-in-address',
    points: FAILURES_PER_ADDRESS,
    duration: FAILURE_WINDOW_SECONDS,
  });
  const emailKey = (email: string) => email.trim().toLowerCase();
  const countsOf = (email: string, address: string): [RateLimiterAbstract, string, number][] => [
    [byEmail, emailKey(email), FAILURES_PER_EMAIL],
    [byAddress, address, FAILURES_PER_ADDRESS],
  ];

  return {
    /**
     * Counts an attempt of this email from this address before its password is checked. Answers
     * a `waitMs` of 0 when the password may be checked, else the milliseconds until it may, and
     * whether this is the first refusal of a count's window (a lockout begins: what the records
     * keep, so a flood of refused tries is one entry, not one each). A refused attempt checks
     * nothing and takes back its count where it was let through, so an address that is locked
     * cannot go on to lock an email for everyone (nor an email its address).
     */
    async count(email: string, address: string): Promise<{ waitMs: number; lockout: boolean }> {
      const counts = countsOf(email, address);
      const results = await Promise.allSettled(
        counts.map(([limiter, key]) => limiter.consume(key)),
      );
      const refusals = results.flatMap((result, index) =>
        result.status === 'rejected' ? [{ reason: result.reason as unknown, index }] : [],
      );
      if (refusals.length === 0) return { waitMs: 0, lockout: false };
      // A store that fails (not a limit reached) must not open the door: the sign-in fails.
      const failure = refusals.find(({ reason }) => !(reason instanceof RateLimiterRes));
      if (failure !== undefined) throw failure.reason;
      await Promise.all(
        counts.map(([limiter, key], index) =>
          results[index]!.status === 'fulfilled' ? limiter.reward(key, 1) : undefined,
        ),
      );
      const limits = refusals.map(({ reason, index }) => ({
        refusal: reason as RateLimiterRes,
        points: counts[index]![2],
      }));
      return {
        waitMs: Math.max(...limits.map(({ refusal }) => refusal.msBeforeNext)),
        // A refused try stays counted, so the first refusal of a window is the limit plus one.
        lockout: limits.some(({ refusal, points }) => refusal.consumedPoints === points + 1),
      };
    },
    /** Gives a signed-in attempt back: the email's count is cleared, the address's refunded. */
    async refund(email: string, address: string): Promise<void> {
      await Promise.all([byEmail.delete(emailKey(email)), byAddress.reward(address, 1)]);
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
