// One message of the support chat (public-area.md §3.4). Ids are the role's prefix and a timestamp:
// 'u-' for the visitor, 'b-' for the assistant; the opening greeting carries the role 'system'.
import { CHAT_GREETING } from '../../../../shared/chat-replies.ts';

export type ChatRole = 'user' | 'bot' | 'system';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  text: string;
}

export const greetingMessage = (now: number): ChatMessage => ({
  id: `b-${now}`,
  role: 'system',
  text: CHAT_GREETING,
});

export const userMessage = (text: string, now: number): ChatMessage => ({
  id: `u-${now}`,
  role: 'user',
  text,
});

export const botMessage = (text: string, now: number): ChatMessage => ({
  id: `b-${now}`,
  role: 'bot',
  text,
});
