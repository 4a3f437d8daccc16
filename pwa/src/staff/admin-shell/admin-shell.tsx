// The admin frame of admin-area.md §2: a collapsible sidebar and a header around every /AdminDashboard route.
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { DatabaseNotice } from '../components/database-notice.tsx';
import { MESSAGES } from '../../../../shared/messages.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { useAppBadge } from '../offline/app-badge.ts';
import { requestPersistentStorage } from '../offline/persist.ts';
import { useSyncCounts, useSyncLoop } from '../offline/sync-hooks.ts';
import { onSessionExpired } from '../offline/sync-scheduler.ts';
import { FrameStatusSlot } from '../../components/frame-status.tsx';
import { AdminHeader } from './admin-header.tsx';
import { SECTIONS, sectionTitle } from './sections.tsx';
import { SyncLoginPrompt } from './sync-login-prompt.tsx';
import './admin-shell.css';

/** Phones start with the 50px bar so the content keeps the screen. */
const PHONE_QUERY = '(max-width: 700px)';

function startsCollapsed(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

export function AdminShell() {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const session = readSession();
  const owner = session?.username ?? '';
  useSyncLoop(owner);
  const counts = useSyncCounts(owner);
  // The installed app's icon carries the number of drafts not on the server yet.
  useAppBadge(counts);
  const navigate = useNavigate();
  // The browser is asked to keep this site's storage (drafts, the replica) even when the disk runs low.
  useEffect(() => {
    void requestPersistentStorage();
  }, []);
  // A pull refused for the session: the spec's alert and /login. Drafts and the replica stay on the device.
  // Once: two runs refused at about the same time (the first pull and the live stream's) say it once.
  useEffect(() => {
    let told = false;
    return onSessionExpired(() => {
      if (told) return;
      told = true;
      window.alert(MESSAGES.sessionExpired);
      void navigate('/login');
    });
  }, [navigate]);

  return (
    <div className={`admin-frame${collapsed ? ' admin-frame--collapsed' : ''}`}>
      <nav id="admin-sidebar" className="admin-frame__sidebar" aria-label="Admin">
        <p className="admin-frame__brand" aria-hidden="true">
          {collapsed ? 'VV' : 'Veda Vitals'}
        </p>
        <ul>
          {SECTIONS.map(({ to, label, end, Icon }) => (
            <li key={to}>
              <NavLink to={to} end={end} title={collapsed ? label : undefined}>
                <Icon />
                <span className={collapsed ? 'visually-hidden' : undefined}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-frame__main">
        <AdminHeader
          title={sectionTitle(pathname)}
          session={session}
          collapsed={collapsed}
          onToggleSidebar={() => setCollapsed((c) => !c)}
        />
        {/* News such as 'Ready to work offline' shows here, in the flow, under the header. */}
        <div className="frame-status admin-frame__status">
          <FrameStatusSlot />
        </div>
        <main className="admin-frame__content">
          <DatabaseNotice />
          <Outlet />
        </main>
        {counts?.authRequired && <SyncLoginPrompt owner={owner} waiting={counts.waiting} />}
      </div>
    </div>
  );
}
