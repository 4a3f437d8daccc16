import { Page } from '../../components/page.tsx';

export function ExternalLoginPage() {
  return (
    <Page title="Login">
      <p>Sign in or register.</p>
    </Page>
  );
}
