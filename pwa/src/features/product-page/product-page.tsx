import { useParams } from 'react-router-dom';
import { Page } from '../../components/page.tsx';

export function ProductPage() {
  const { productCode } = useParams();
  return (
    <Page title="Product details">
      <p>Product code: {productCode}</p>
    </Page>
  );
}
