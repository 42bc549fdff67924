// The Draft Picks screen (/picks). Its panels arrive with the Draft Picks feature work.
import { PageHeading } from 'shared-ui';

export function DraftPicksPage() {
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Draft Picks</PageHeading>
    </section>
  );
}
