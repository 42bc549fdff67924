import { idParams } from '../common';
import {
  createInvitationLinkBody,
  createLeagueBody,
  invitationLink,
  invitationLinkList,
  invitationPreview,
  invitationTokenParams,
  lastUsedLeagueBody,
  leagueList,
  leagueSummary,
} from '../leagues';
import { endpoint } from './endpoint';

/**
 * The caller's leagues (any signed-in person: one with none sees the welcome screen), the
 * invitation links a commissioner shares, and the page such a link opens.
 */
export const leaguesEndpoints = {
  listLeagues: endpoint({
    method: 'GET',
    path: '/api/leagues',
    summary: "The caller's leagues with their role in each, and the one they used last",
    tags: ['leagues'],
    access: 'identity',
    success: { status: 200, schema: leagueList },
    refusals: [401, 403],
  }),
  createLeague: endpoint({
    method: 'POST',
    path: '/api/leagues',
    summary: 'Create a league; the caller becomes its commissioner and it becomes their last used league',
    tags: ['leagues'],
    access: 'identity',
    body: createLeagueBody,
    success: { status: 201, schema: leagueSummary },
    refusals: [400, 401, 403, 409, 429],
  }),
  useLeague: endpoint({
    method: 'PUT',
    path: '/api/leagues/last-used',
    summary: 'Remember the league a call without the X-League-Id header works in',
    tags: ['leagues'],
    access: 'identity',
    body: lastUsedLeagueBody,
    success: { status: 204 },
    refusals: [400, 401, 403, 404],
  }),
  listInvitationLinks: endpoint({
    method: 'GET',
    path: '/api/league/invitation-links',
    summary: "The league's invitation links, newest first",
    tags: ['members'],
    access: 'commissioner',
    success: { status: 200, schema: invitationLinkList },
    refusals: [400, 401, 403, 404],
  }),
  createInvitationLink: endpoint({
    method: 'POST',
    path: '/api/league/invitation-links',
    summary: 'Create an invitation link with an expiry and a number of uses, optionally for a team',
    tags: ['members'],
    access: 'commissioner',
    body: createInvitationLinkBody,
    success: { status: 201, schema: invitationLink },
    refusals: [400, 401, 403, 404, 409],
  }),
  revokeInvitationLink: endpoint({
    method: 'DELETE',
    path: '/api/league/invitation-links/:id',
    summary: 'Revoke an invitation link: it admits nobody from now on',
    tags: ['members'],
    access: 'commissioner',
    params: idParams,
    success: { status: 204 },
    refusals: [400, 401, 403, 404],
  }),
  previewInvitation: endpoint({
    method: 'GET',
    path: '/api/invitations/:token',
    summary: 'What an invitation link offers: the league, the team if it names one, when it expires',
    tags: ['leagues'],
    access: 'identity',
    params: invitationTokenParams,
    success: { status: 200, schema: invitationPreview },
    refusals: [400, 401, 403, 404, 409],
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    summary: "Join the link's league as a manager (of its team, if it names one); it becomes the last used league",
    tags: ['leagues'],
    access: 'identity',
    params: invitationTokenParams,
    success: { status: 200, schema: leagueSummary },
    refusals: [400, 401, 403, 404, 409],
  }),
};
