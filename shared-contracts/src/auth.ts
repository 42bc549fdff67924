import { z } from 'zod';

/** Body of POST /api/auth/user: the signed-in identity as the web app sees it (SPEC.md §3, §7). */
export const syncUserBody = z.object({
  firebaseId: z.string().min(1, 'firebaseId is required').max(128),
  email: z.email('email must be an email address').max(320),
  displayName: z.string().max(200).nullable().optional(),
  photoURL: z.url('photoURL must be an address').max(2048).nullable().optional(),
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
