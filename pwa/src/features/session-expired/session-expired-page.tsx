import { Page } from '../../components/page.tsx';

export function SessionExpiredPage() {
  return (
    <Page title="Please sign in again">
      <p>Your session has ended.</p>
    </Page>
  );
}
