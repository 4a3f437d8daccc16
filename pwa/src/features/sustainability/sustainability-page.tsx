import { Page } from '../../components/page.tsx';

export function SustainabilityPage() {
  return (
    <Page title="Sustainability">
      <p>26 crops under an internal control system.</p>
    </Page>
  );
}
