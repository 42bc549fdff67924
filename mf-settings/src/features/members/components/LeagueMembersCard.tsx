// Settings → League members: who is in the league, for everyone; the commissioner invites,
// changes roles and teams, and removes members.
import { errorMessage, useAuth } from 'shared-auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, QueryState, Skeleton } from 'shared-ui';
import { StackingHead, StackingTable } from '../../../components/StackingTable';
import { TableScroll } from '../../../components/TableScroll';
import { useMembers } from '../api/members-api';
import { InviteMemberForm } from './InviteMemberForm';
import { memberRemoval } from './member-removal';
import { MemberRow } from './MemberRow';

export function LeagueMembersCard() {
  const { league } = useAuth();
  const members = useMembers();
  const isCommissioner = league?.role === 'commissioner';

  return (
    <Card>
      <CardHeader>
        <CardTitle>League members</CardTitle>
        <CardDescription>
          {isCommissioner
            ? 'Invite people by email; they join when they first sign in with it.'
            : 'Everyone who belongs to the league.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={members}
          loadingLabel="Loading members"
          skeleton={<Skeleton height="6rem" />}
          errorText={(error) => `Error loading members: ${errorMessage(error)}`}
          empty="No members yet"
        >
          {(list) => (
            <TableScroll label="League members">
              <StackingTable
                heads={
                  <>
                    <StackingHead>Member</StackingHead>
                    <StackingHead>Role</StackingHead>
                    <StackingHead>Team</StackingHead>
                    <StackingHead>Status</StackingHead>
                    {isCommissioner && <StackingHead label="Actions" />}
                  </>
                }
              >
                {list.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    removal={memberRemoval(member, list)}
                    editable={isCommissioner}
                  />
                ))}
              </StackingTable>
            </TableScroll>
          )}
        </QueryState>
        {isCommissioner && <InviteMemberForm />}
      </CardContent>
    </Card>
  );
}
