import { Page } from '../../components/page.tsx';

export function CertificationsPage() {
  return (
    <Page title="Our Certifications">
      <p>Quality and compliance certificates.</p>
    </Page>
  );
}
