import type { FastifyInstance } from 'fastify';
import { completeDueReviews } from './trade-review';

/** How often each instance looks for league votes whose deadline has passed. */
export const REVIEW_INTERVAL_MS = 60_000;

/**
 * Ends due trade reviews every `intervalMs` on each API instance (the score refresh timer's
 * pattern): never two rounds at once here, and any number of instances at once safely, since
 * each trade is claimed `for update skip locked` and ended once (trade-review.ts). A review
 * is due at most a round late. A failed round is logged; the next one tries again.
 */
export function startReviewTimer(app: FastifyInstance, intervalMs: number): void {
  let round: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    round ??= completeDueReviews(app.db)
      .then((ended) => {
        if (ended > 0) app.log.info({ ended }, 'trade reviews ended');
      })
      .catch((error: unknown) =>
        app.log.error({ code: (error as { code?: unknown }).code }, 'trade review round failed; the next one retries'),
      )
      .finally(() => (round = null));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
