import { idParams } from '../common';
import { leagueInfo } from '../league';
import { deleteLeagueBody, leagueSummary, renameLeagueBody } from '../leagues';
import { inviteMemberBody, leagueMember, leagueMemberList, updateMemberBody } from '../members';
import { endpoint } from './endpoint';

/** The caller's league, and its members: everyone sees who is in it; the commissioner changes it. */
export const leagueEndpoints = {
  getLeague: endpoint({
    method: 'GET',
    path: '/api/league',
    summary: "The caller's league, its current and default season and week, and the caller's role and team",
    tags: ['league'],
    access: 'member',
    success: { status: 200, schema: leagueInfo },
    refusals: [401, 403],
  }),
  renameLeague: endpoint({
    method: 'PATCH',
    path: '/api/league',
    summary: 'Rename the league',
    tags: ['league'],
    access: 'commissioner',
    body: renameLeagueBody,
    success: { status: 200, schema: leagueSummary },
    refusals: [400, 401, 403, 409],
  }),
  deleteLeague: endpoint({
    method: 'DELETE',
    path: '/api/league',
    summary: "Delete the league and everything of it, once its name is typed again; members' other leagues stay",
    tags: ['league'],
    access: 'commissioner',
    body: deleteLeagueBody,
    success: { status: 204 },
    refusals: [400, 401, 403, 409],
  }),
  leaveLeague: endpoint({
    method: 'POST',
    path: '/api/league/leave',
    summary: "Leave the league: the caller's membership ends, their team stays without a manager",
    tags: ['league'],
    access: 'member',
    success: { status: 204 },
    refusals: [401, 403, 409],
  }),
  listMembers: endpoint({
    method: 'GET',
    path: '/api/league/members',
    summary: 'Every member and open invitation of the league',
    tags: ['members'],
    access: 'member',
    success: { status: 200, schema: leagueMemberList },
    refusals: [400, 401, 403, 404, 409],
  }),
  inviteMember: endpoint({
    method: 'POST',
    path: '/api/league/members',
    summary: 'Invite an email as commissioner or manager, optionally of a team',
    tags: ['members'],
    access: 'commissioner',
    body: inviteMemberBody,
    success: { status: 201, schema: leagueMember },
    refusals: [400, 401, 403, 404, 409],
    creates: true,
  }),
  updateMember: endpoint({
    method: 'PATCH',
    path: '/api/league/members/:id',
    summary: "Change a member's role or team",
    tags: ['members'],
    access: 'commissioner',
    params: idParams,
    body: updateMemberBody,
    success: { status: 200, schema: leagueMember },
    refusals: [400, 401, 403, 404, 409],
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/league/members/:id',
    summary: 'Remove a member or withdraw an invitation',
    tags: ['members'],
    access: 'commissioner',
    params: idParams,
    success: { status: 204 },
    refusals: [400, 401, 403, 404, 409],
  }),
};
