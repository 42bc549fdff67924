// The Trade Center screen (/trades). Its panels arrive with the Trade Center feature work.
import { PageHeading } from 'shared-ui';

export function TradeCenterPage() {
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Trade Center</PageHeading>
    </section>
  );
}
