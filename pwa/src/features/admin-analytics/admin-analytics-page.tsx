export function AdminAnalyticsPage() {
  return (
    <section className="admin-page">
      <h1>Analytics</h1>
    </section>
  );
}
