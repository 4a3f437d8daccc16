import { Page } from '../../components/page.tsx';

export function ServicesPage() {
  return (
    <Page title="Our Core Services">
      <p>White label, custom development and clinical studies.</p>
    </Page>
  );
}
