// The Teams screen (/teams). Its panels arrive with the Teams feature work.
import { PageHeading } from '../../../components/PageHeading';

export function TeamsPage() {
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Teams</PageHeading>
    </section>
  );
}
