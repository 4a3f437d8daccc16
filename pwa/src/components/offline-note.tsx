// Says that a staff list on screen is the copy saved for offline use, and when it was fetched, so nobody
// mistakes it for the server's current state.
import './offline-note.css';

export function OfflineNote({ savedAt }: { savedAt: number }) {
  const when = new Date(savedAt);
  return (
    <p className="offline-note" role="status">
      Offline — showing the list saved on <time dateTime={when.toISOString()}>{when.toLocaleString()}</time>.
    </p>
  );
}
