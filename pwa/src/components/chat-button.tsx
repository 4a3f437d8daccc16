// The floating support chat (public-area.md §2.2), fixed 20 px from the bottom and right: a round button
// that opens the panel; closing (button or Escape) shrinks it back and returns the focus to the button.
import { useEffect, useRef, useState } from 'react';
import { SITE } from '../content/site-config.ts';
import { ChatBubbleIcon } from './chat/chat-icons.tsx';
import { loadCode } from '../lib/load-code.ts';
import type { ChatPanel as ChatPanelType } from './chat/chat-panel.tsx';
import { useChat } from './chat/use-chat.ts';
import './chat/chat.css';

/** The panel is loaded on the first open: no page needs it to show (a chunk the service worker precaches). */
let panelModule: Promise<typeof ChatPanelType> | undefined;
let LoadedPanel: typeof ChatPanelType | undefined;

/**
 * Starts loading the panel (on hover or focus of the button, so it opens at once on the click). Not React's
 * lazy and Suspense: the button stays until the panel can show, with no fallback in between.
 */
export function preloadChatPanel(): Promise<typeof ChatPanelType> {
  panelModule ??= loadCode(() => import('./chat/chat-panel.tsx')).then(({ ChatPanel }) => {
    LoadedPanel = ChatPanel;
    return ChatPanel;
  });
  // A failed load (offline with the file missing) is tried again on the next hover or click.
  panelModule.catch(() => {
    panelModule = undefined;
  });
  return panelModule;
}

/** Loading ahead of the click; a failure shows on the click itself. */
const warmPanel = () => void preloadChatPanel().catch(() => undefined);

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
      {open && LoadedPanel ? (
        <LoadedPanel chat={chat} onClose={close} />
      ) : (
        <button
          ref={button}
          type="button"
          className="support-chat__launcher"
          aria-label="Open support chat"
          aria-haspopup="dialog"
          onPointerEnter={warmPanel}
          onFocus={warmPanel}
          onClick={() =>
            void preloadChatPanel().then(
              () => setOpen(true),
              (error: unknown) => console.error('The chat could not be loaded', error),
            )
          }
        >
          <ChatBubbleIcon />
          <span className="support-chat__badge" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
