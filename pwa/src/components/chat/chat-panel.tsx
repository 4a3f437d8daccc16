// The open support chat (public-area.md §2.2): header with status, the conversation, the composer.
import { useEffect, useId, useRef } from 'react';
import type { ChatMessage } from './chat-message.ts';
import type { Chat } from './use-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatBubbleIcon, CloseIcon } from './chat-icons.tsx';

export const CHAT_TITLE = 'Support Chat';
export const CHAT_ONLINE = 'Online';
export const CHAT_TYPING = 'Assistant is typing…';

const SPEAKER: Record<ChatMessage['role'], string> = {
  user: 'You',
  bot: 'Assistant',
  system: 'Assistant',
};

interface Props {
  chat: Chat;
  onClose: () => void;
}

export function ChatPanel({ chat, onClose }: Props) {
  const titleId = useId();
  const log = useRef<HTMLDivElement>(null);

  // Keep the newest message (or the typing dots) in view.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, chat.typing]);

  return (
    <section
      className="support-chat__panel"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Handled here, so the page (e.g. an open mobile menu) does not act on the same key.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="support-chat__header">
        <span className="support-chat__avatar">
          <ChatBubbleIcon size={22} />
        </span>
        <div className="support-chat__heading">
          <h2 className="support-chat__title" id={titleId}>
            {CHAT_TITLE}
          </h2>
          <p className="support-chat__status">
            <span className="support-chat__dot" aria-hidden="true" />
            {chat.typing ? CHAT_TYPING : CHAT_ONLINE}
          </p>
        </div>
        <button
          type="button"
          className="support-chat__close"
          aria-label="Close support chat"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>

      <div
        ref={log}
        className="support-chat__body"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
      >
        {chat.messages.map((message) => (
          <div key={message.id} className={`support-chat__msg support-chat__msg--${message.role}`}>
            <span className="visually-hidden">{SPEAKER[message.role]}: </span>
            <p className="support-chat__bubble">{message.text}</p>
          </div>
        ))}
        {chat.typing && (
          <div className="support-chat__msg support-chat__msg--bot" aria-hidden="true">
            <div className="support-chat__bubble support-chat__typing">
              <span />
              <span />
              <span />
            </div>
          </div>
        )}
      </div>

      <ChatComposer chat={chat} />
    </section>
  );
}
