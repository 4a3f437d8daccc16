import { Page } from '../../components/page.tsx';

export function PortfolioPage() {
  return (
    <Page title="Portfolio">
      <p>Our whole-food vitamin, mineral and active ingredient lines.</p>
    </Page>
  );
}
