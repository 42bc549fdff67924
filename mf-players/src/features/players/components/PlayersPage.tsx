// The Players screen (/players). Its panels arrive with the Players feature work.
import { PageHeading } from 'shared-ui';

export function PlayersPage() {
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Players</PageHeading>
    </section>
  );
}
