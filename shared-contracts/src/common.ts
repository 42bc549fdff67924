import { z } from 'zod';

/** Every error the API answers with: one human-readable message, never a stack trace. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Path and query ids arrive as strings; they must name a positive integer. */
export const positiveId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number');

export const idParams = z.object({ id: positiveId });

/** NFL seasons the app knows about; wide enough for history and the years ahead. */
export const season = z.coerce.number().int().min(2000).max(2100);

/** NFL weeks 1 to 18 (SPEC.md §5). */
export const week = z.coerce.number().int().min(1, 'week must be 1 to 18').max(18, 'week must be 1 to 18');
