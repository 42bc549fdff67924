// Settings → League members: who is in the league, for everyone; the commissioner invites,
// changes roles and teams, and removes members.
import { serverMessage, useAuth } from 'shared-auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useMembers } from '../api/members-api';
import { InviteMemberForm } from './InviteMemberForm';
import { MemberRow } from './MemberRow';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export function LeagueMembersCard() {
  const { league } = useAuth();
  const members = useMembers();
  const isCommissioner = league?.role === 'commissioner';

  return (
    <Card>
      <CardHeader>
        <CardTitle>League members</CardTitle>
        <CardDescription>
          {isCommissioner ? 'Invite people by email; they join when they first sign in with it.' : 'Everyone who belongs to the league.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending && (
          <div role="status" aria-label="Loading members">
            <Skeleton height="6rem" />
          </div>
        )}
        {members.isError && <p role="alert">Error loading members: {serverMessage(members.error)}</p>}
        {members.data && members.data.length === 0 && <p>No members yet</p>}
        {members.data && members.data.length > 0 && (
          <Table>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Role</th>
                <th scope="col">Team</th>
                <th scope="col">Status</th>
                {isCommissioner && <th scope="col" aria-label="Actions" />}
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <MemberRow key={member.id} member={member} editable={isCommissioner} />
              ))}
            </tbody>
          </Table>
        )}
        {isCommissioner && <InviteMemberForm />}
      </CardContent>
    </Card>
  );
}
