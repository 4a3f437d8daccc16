import { Page } from '../../components/page.tsx';
import { SITE } from '../../content/site-config.ts';

export function HomePage() {
  return (
    <Page title={`What is ${SITE.brandName} ?`}>
      <p>
        Whole-food vitamin complexes and minerals from 26 tropical plant species, grown organically and
        processed with green chemistry: 13 vitamins and 7 minerals for manufacturers, formulators and
        marketers.
      </p>
    </Page>
  );
}
