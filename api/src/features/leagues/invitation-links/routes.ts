import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * /api/league/invitation-links and /api/invitations/{token}: the links a commissioner shares,
 * and the page such a link opens. (Being built: until then its rows have no routes.)
 */
const invitationLinkRoutes: FastifyPluginAsyncZod = async () => {};

export default invitationLinkRoutes;
