// The support chat's canned replies (public-area.md §8): produced locally, no call is made.
// The text is lower-cased and the first matching rule wins, in the spec's order.

export const CHAT_GREETING = "Hi! I'm your support assistant. How can I help today?";

export const CHAT_REPLIES = {
  greeting: 'Hello! How can I help you today?',
  product: 'We offer a wide range of nutraceutical products. Which product are you interested in?',
  contact: (email: string) =>
    `You can reach us through our Contact page, or email our support team at ${email}.`,
  goodbye: 'Goodbye! Thanks for chatting with us. Have a great day!',
  fallback: "I'm not sure about that yet, but I'll be happy to connect you to our support team.",
} as const;

/**
 * The canned reply to a visitor's message. Matching is by plain substring, as the spec says, so 'hi'
 * also matches inside words such as 'this', 'shipping' or 'which': those messages get the greeting.
 */
export function chatReply(text: string, email: string): string {
  const t = text.toLowerCase();
  if (t.includes('hello') || t.includes('hi')) return CHAT_REPLIES.greeting;
  if (t.includes('product')) return CHAT_REPLIES.product;
  if (t.includes('contact')) return CHAT_REPLIES.contact(email);
  if (t.includes('bye')) return CHAT_REPLIES.goodbye;
  return CHAT_REPLIES.fallback;
}
