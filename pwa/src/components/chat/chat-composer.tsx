// The chat's input row: a multi-line textarea where Enter sends and Shift+Enter adds a newline.
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { Chat } from './use-chat.ts';
import { SendIcon } from './chat-icons.tsx';

export const CHAT_PLACEHOLDER = 'Type your message...';
export const CHAT_HINT = 'Press Enter to send — Shift+Enter for newline.';

export function ChatComposer({ chat }: { chat: Chat }) {
  const inputId = useId();
  const hintId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);

  // Opening the panel moves the focus here, so a keyboard user can type at once.
  useEffect(() => textarea.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: its Enter confirms a character, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    chat.send();
  };

  return (
    <form
      className="support-chat__composer"
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        chat.send();
      }}
    >
      <div className="support-chat__row">
        <label className="visually-hidden" htmlFor={inputId}>
          Your message
        </label>
        <textarea
          ref={textarea}
          id={inputId}
          className="support-chat__input"
          rows={2}
          placeholder={CHAT_PLACEHOLDER}
          aria-describedby={hintId}
          value={chat.input}
          onChange={(event) => chat.setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="support-chat__send" disabled={chat.typing}>
          <SendIcon />
          Send
        </button>
      </div>
      <p className="support-chat__hint" id={hintId}>
        {CHAT_HINT}
      </p>
    </form>
  );
}
