// The Schedule screen (/schedule). Its panels arrive with the Schedule feature work.
import { PageHeading } from 'shared-ui';

export function SchedulePage() {
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Schedule</PageHeading>
    </section>
  );
}
