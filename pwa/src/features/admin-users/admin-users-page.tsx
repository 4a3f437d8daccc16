export function AdminUsersPage() {
  return (
    <section className="admin-page">
      <h1>User Management</h1>
    </section>
  );
}
