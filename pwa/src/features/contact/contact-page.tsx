import { Page } from '../../components/page.tsx';

export function ContactPage() {
  return (
    <Page title="Contact Us">
      <p>Write to us and we will get in touch soon.</p>
    </Page>
  );
}
