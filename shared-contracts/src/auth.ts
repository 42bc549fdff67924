import { z } from 'zod/mini';
import { NO_CONTROL_CHARACTERS, text } from './common';
import { providerNameText } from './names';

/**
 * Body of POST /api/auth/user: the signed-in identity as the web app sees it (docs/product.md §5 and docs/api.md §5).
 * The API stores the ID token's verified email, never this one; a photo only from https.
 */
export const syncUserBody = z.object({
  firebaseId: text('firebaseId').check(z.minLength(1, 'firebaseId is required'), z.maxLength(128)),
  email: z.email('email must be an email address').check(z.maxLength(320)),
  // The identity provider's name for the member: what a name may not hold is dropped, never
  // refused, or that member could not sign in at all.
  displayName: z.optional(z.nullable(providerNameText('displayName').check(z.maxLength(200)))),
  photoURL: z.optional(
    z.nullable(
      z
        .url({ protocol: /^https$/, error: 'photoURL must be an https address' })
        .check(z.maxLength(2048), z.regex(NO_CONTROL_CHARACTERS, 'photoURL must be an https address')),
    ),
  ),
});
export type SyncUserBody = z.infer<typeof syncUserBody>;

/** The stored database user record that POST /api/auth/user answers with. */
export const storedUser = z.object({
  id: z.number().check(z.int()),
  firebaseId: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredUser = z.infer<typeof storedUser>;
