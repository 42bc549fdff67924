// The Dashboard screen (/). Its panels arrive with the Dashboard feature work.
import { PageHeading } from 'shared-ui';

export function HomePage() {
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Dashboard</PageHeading>
    </section>
  );
}
