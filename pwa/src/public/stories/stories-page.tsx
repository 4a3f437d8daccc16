import { Page } from '../../components/page.tsx';

export function StoriesPage() {
  return <Page title="Our Stories" />;
}
