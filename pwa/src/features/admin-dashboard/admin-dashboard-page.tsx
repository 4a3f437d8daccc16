export function AdminDashboardPage() {
  return (
    <section className="admin-page">
      <h1>Dashboard</h1>
    </section>
  );
}
