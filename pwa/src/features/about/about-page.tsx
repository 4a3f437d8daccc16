import { Page } from '../../components/page.tsx';

export function AboutPage() {
  return (
    <Page title="About Us">
      <p>Who we are, what whole-food vitamins are, and the science behind them.</p>
    </Page>
  );
}
