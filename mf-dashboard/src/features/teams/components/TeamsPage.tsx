// The Teams screen (/teams). Its panels arrive with the Teams feature work.
import { PageHeading } from 'shared-ui';

export function TeamsPage() {
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Teams</PageHeading>
    </section>
  );
}
