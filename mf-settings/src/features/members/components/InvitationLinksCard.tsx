// Settings → Invitation links (commissioner): links that let people join the league as
// managers without an email invitation, newest first, and the form that makes one.
import { errorMessage } from 'shared-auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, QueryState, Skeleton } from 'shared-ui';
import { StackingHead, StackingTable } from '../../../components/StackingTable';
import { TableScroll } from '../../../components/TableScroll';
import { useInvitationLinks } from '../api/invitation-links-api';
import { CreateInvitationLinkForm } from './CreateInvitationLinkForm';
import { InvitationLinkRow } from './InvitationLinkRow';

export function InvitationLinksCard() {
  // The API lists them newest first.
  const links = useInvitationLinks();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitation links</CardTitle>
        <CardDescription>
          Anyone with a link who signs in joins the league as a manager. Share it only with the people you mean to
          invite.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={links}
          loadingLabel="Loading invitation links"
          skeleton={<Skeleton height="4rem" />}
          errorText={(error) => `Error loading invitation links: ${errorMessage(error)}`}
          empty="No invitation links yet"
        >
          {(list) => (
            <TableScroll label="Invitation links">
              <StackingTable
                heads={
                  <>
                    <StackingHead>Link</StackingHead>
                    <StackingHead>Team</StackingHead>
                    <StackingHead>Uses</StackingHead>
                    <StackingHead>Expires</StackingHead>
                    <StackingHead label="Actions" />
                  </>
                }
              >
                {list.map((link) => (
                  <InvitationLinkRow key={link.id} link={link} />
                ))}
              </StackingTable>
            </TableScroll>
          )}
        </QueryState>
        <CreateInvitationLinkForm />
      </CardContent>
    </Card>
  );
}
