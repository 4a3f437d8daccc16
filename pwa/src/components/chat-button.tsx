import { useState } from 'react';

/** The floating support chat entry point (bottom right); the full widget arrives with the public site. */
export function ChatButton() {
  const [open, setOpen] = useState(false);
  return (
    <div className="chat">
      {open && (
        <section className="chat__panel" aria-label="Support Chat">
          <header className="chat__header">
            <strong>Support Chat</strong>
            <span>Online</span>
          </header>
          <p className="chat__bubble">Hi! I&apos;m your support assistant. How can I help today?</p>
        </section>
      )}
      <button
        type="button"
        className="chat__button"
        aria-label={open ? 'Close support chat' : 'Open support chat'}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z"
              fill="currentColor"
            />
          )}
        </svg>
      </button>
    </div>
  );
}
