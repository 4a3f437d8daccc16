// Who is signed in (admin-area.md §2: the initial, the username and the role), as the button that opens
// the account's menu: 'Change password'. In a menu rather than beside it, the header keeps one row on a
// laptop with everything the sync status can say.
import { useCallback, useId, useState } from 'react';
import type { StaffSession } from '../../lib/auth-storage.ts';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { ChangePasswordModal, CHANGE_PASSWORD_TEXT } from './change-password-modal.tsx';

export function AccountMenu({ session }: { session: StaffSession | undefined }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { within, button, toggle } = useDisclosure<HTMLDivElement>(
    open,
    close,
    () => setOpen(!open),
    panelId,
  );
  const username = session?.username ?? '';
  return (
    <div className="admin-header__user" ref={within}>
      <button {...toggle} className="admin-header__account">
        <span className="admin-header__avatar" aria-hidden="true">
          {username.charAt(0).toUpperCase() || '?'}
        </span>
        <span className="admin-header__who">
          <span className="admin-header__name">{username}</span>
          <span className="admin-header__role">{session?.role}</span>
        </span>
        <svg className="admin-header__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </button>
      <div id={panelId} className="admin-header__account-panel" hidden={!open}>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setChangingPassword(true);
          }}
        >
          {CHANGE_PASSWORD_TEXT.title}
        </button>
      </div>
      {changingPassword && (
        <ChangePasswordModal
          onClose={() => {
            setChangingPassword(false);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
