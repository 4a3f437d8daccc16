// The floating support chat (public-area.md §2.2), fixed 20 px from the bottom and right: a round button
// that opens the panel; closing (button or Escape) shrinks it back and returns the focus to the button.
import { useEffect, useRef, useState } from 'react';
import { SITE } from '../content/site-config.ts';
import { ChatBubbleIcon } from './chat/chat-icons.tsx';
import { ChatPanel } from './chat/chat-panel.tsx';
import { useChat } from './chat/use-chat.ts';
import './chat/chat.css';

export function ChatButton() {
  const [open, setOpen] = useState(false);
  const chat = useChat(SITE.email);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <div className="support-chat">
      {open ? (
        <ChatPanel chat={chat} onClose={close} />
      ) : (
        <button
          ref={button}
          type="button"
          className="support-chat__launcher"
          aria-label="Open support chat"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <ChatBubbleIcon />
          <span className="support-chat__badge" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
