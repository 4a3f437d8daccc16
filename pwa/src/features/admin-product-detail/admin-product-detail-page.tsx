import { useParams } from 'react-router-dom';

export function AdminProductDetailPage() {
  const { productCode } = useParams();
  return (
    <section className="admin-page">
      <h1>Product {productCode}</h1>
    </section>
  );
}
