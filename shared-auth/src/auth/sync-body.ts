import type { SyncUserBody } from 'shared-contracts';
import type { AuthUser } from './backend';

/**
 * docs/api.md §5: the body of POST /api/auth/user for a signed-in user. Its own module (types
 * only from the contracts): the shell's first calls send it before the contracts have loaded.
 */
export function syncBody(user: AuthUser): SyncUserBody {
  return { firebaseId: user.uid, email: user.email ?? '', displayName: user.displayName, photoURL: user.photoURL };
}
