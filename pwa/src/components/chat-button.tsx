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
        {open ? '×' : '💬'}
      </button>
    </div>
  );
}
