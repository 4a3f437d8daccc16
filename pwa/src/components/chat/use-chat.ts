// The chat's state and its one transition (public-area.md §4): a sent message is appended, the input
// cleared and the typing flag set; the canned reply follows after the spec's delay.
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatReply } from '../../../../shared/chat-replies.ts';
import { TIMINGS } from '../../../../shared/timings.ts';
import type { ChatMessage } from './chat-message.ts';
import { botMessage, greetingMessage, userMessage } from './chat-message.ts';

export interface Chat {
  messages: ChatMessage[];
  input: string;
  typing: boolean;
  setInput: (text: string) => void;
  /** Sends the input, trimmed; empty or whitespace-only input, or a send while typing, is ignored. */
  send: () => void;
}

export function useChat(supportEmail: string): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greetingMessage(Date.now())]);
  const [input, setInput] = useState('');
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = useCallback(() => {
    const text = input.trim();
    if (!text || typing) return;
    setMessages((list) => [...list, userMessage(text, Date.now())]);
    setInput('');
    setTyping(true);
    timer.current = window.setTimeout(() => {
      setMessages((list) => [...list, botMessage(chatReply(text, supportEmail), Date.now())]);
      setTyping(false);
    }, TIMINGS.chatReplyDelayMs);
  }, [input, typing, supportEmail]);

  return { messages, input, typing, setInput, send };
}
