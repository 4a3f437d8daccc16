import { may } from '../../../../shared/permissions.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { AuditLog } from './audit-log.tsx';
import './admin-settings.css';

export function AdminSettingsPage() {
  const admin = may(readSession()?.role, 'readAuditLog');
  return (
    <section className="admin-page admin-settings">
      <h1>System Settings</h1>
      <p>System configuration options will be available here.</p>
      {admin && <AuditLog />}
    </section>
  );
}
