import { useParams } from 'react-router-dom';

export function ProductWizardPage() {
  const { productCode } = useParams();
  return (
    <section className="admin-page">
      <h1>{productCode ? 'Edit Product' : 'Add New Product'}</h1>
    </section>
  );
}
