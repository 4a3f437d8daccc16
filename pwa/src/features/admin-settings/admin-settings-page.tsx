export function AdminSettingsPage() {
  return (
    <section className="admin-page">
      <h1>System Settings</h1>
      <p>System configuration options will be available here.</p>
    </section>
  );
}
