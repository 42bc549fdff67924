import { storedUser, syncUserBody } from '../auth';
import { endpoint } from './endpoint';

/** Where a signed-in identity becomes a stored user and a member of the leagues that invited it. */
export const authEndpoints = {
  syncUser: endpoint({
    method: 'POST',
    path: '/api/auth/user',
    summary: 'Store or refresh the signed-in user; admits invited emails (and everyone to the open demo league)',
    tags: ['auth'],
    access: 'identity',
    body: syncUserBody,
    // 200 when the user was stored before, 201 when this call stored them.
    success: { status: 200, schema: storedUser, alsoStatus: 201 },
    refusals: [400, 401, 403],
  }),
};
