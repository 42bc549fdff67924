// Settings → League members: who is in the league, for everyone; the commissioner invites,
// changes roles and teams, and removes members.
import { errorMessage, useAuth } from 'shared-auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, Table, TableBody, TableHead, TableHeader, TableRow } from 'shared-ui';
import { Muted } from '../../../components/form-layout';
import { TableScroll } from '../../../components/TableScroll';
import { useMembers } from '../api/members-api';
import { InviteMemberForm } from './InviteMemberForm';
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
          {isCommissioner ? 'Invite people by email; they join when they first sign in with it.' : 'Everyone who belongs to the league.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending && (
          <div role="status" aria-label="Loading members">
            <Skeleton height="6rem" />
          </div>
        )}
        {members.isError && <p role="alert">Error loading members: {errorMessage(members.error)}</p>}
        {members.data && members.data.length === 0 && <Muted>No members yet</Muted>}
        {members.data && members.data.length > 0 && (
          <TableScroll label="League members">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Member</TableHead>
                  <TableHead scope="col">Role</TableHead>
                  <TableHead scope="col">Team</TableHead>
                  <TableHead scope="col">Status</TableHead>
                  {isCommissioner && <TableHead scope="col" aria-label="Actions" />}
                </TableRow>
              </TableHeader>
              <TableBody>
                {members.data.map((member) => (
                  <MemberRow key={member.id} member={member} editable={isCommissioner} />
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
        {isCommissioner && <InviteMemberForm />}
      </CardContent>
    </Card>
  );
}
