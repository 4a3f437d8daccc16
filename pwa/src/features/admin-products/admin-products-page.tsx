export function AdminProductsPage() {
  return (
    <section className="admin-page">
      <h1>Product Management</h1>
    </section>
  );
}
