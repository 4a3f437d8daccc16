import { Page } from '../../components/page.tsx';

export function AdminLoginPage() {
  return (
    <Page title="Admin Login">
      <p>Staff sign in here.</p>
    </Page>
  );
}
