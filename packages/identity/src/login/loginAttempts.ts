import type { RateLimiterRes } from 'rate-limiter-flexible';
import { inProcessLimiters, type LimiterFactory } from './limiters';

/** Failed sign-ins allowed per email, and per client address, within the window. */
export const FAILURES_PER_EMAIL = 5;
export const FAILURES_PER_ADDRESS = 20;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins so passwords cannot be guessed at speed. Only failures count, so a user
 * who signs in correctly is never slowed down; a success clears the email's count. `limiters`
 * decides where the counts live, so that every server behind a proxy can share them.
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
  const exhausted = (result: RateLimiterRes | null, points: number) =>
    result !== null && result.consumedPoints >= points ? result.msBeforeNext : 0;

  return {
    /** Milliseconds until this email may try again from this address; 0 when it may now. */
    async blockedFor(email: string, address: string): Promise<number> {
      const [forEmail, forAddress] = await Promise.all([
        byEmail.get(emailKey(email)),
        byAddress.get(address),
      ]);
      return Math.max(
        exhausted(forEmail, FAILURES_PER_EMAIL),
        exhausted(forAddress, FAILURES_PER_ADDRESS),
      );
    },
    async recordFailure(email: string, address: string): Promise<void> {
      // Consuming past the limit rejects; the count is what matters here.
      await Promise.allSettled([byEmail.consume(emailKey(email)), byAddress.consume(address)]);
    },
    async recordSuccess(email: string): Promise<void> {
      await byEmail.delete(emailKey(email));
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
