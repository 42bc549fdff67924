import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, text } from './common';
import { providerNameText } from './names';

/**
 * Body of POST /api/auth/user: the signed-in identity as the web app sees it (docs/product.md §5 and docs/api.md §5).
 * The API stores the ID token's verified email, never this one; a photo only from https.
 */
export const syncUserBody = z.object({
  firebaseId: text('firebaseId').min(1, 'firebaseId is required').max(128),
  email: z.email('email must be an email address').max(320),
  // The identity provider's name for the member: what a name may not hold is dropped, never
  // refused, or that member could not sign in at all.
  displayName: providerNameText('displayName').max(200).nullable().optional(),
  photoURL: z
    .url({ protocol: /^https$/, error: 'photoURL must be an https address' })
    .max(2048)
    .regex(NO_CONTROL_CHARACTERS, 'photoURL must be an https address')
    .nullable()
    .optional(),
});
export type SyncUserBody = z.infer<typeof syncUserBody>;

/** The stored database user record that POST /api/auth/user answers with. */
export const storedUser = z.object({
  id: z.number().int(),
  firebaseId: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredUser = z.infer<typeof storedUser>;
