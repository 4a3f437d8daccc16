import { describe, expect, it } from 'vitest';
import { CHAT_GREETING, CHAT_REPLIES, chatReply } from './chat-replies.ts';

const EMAIL = 'support@example.com';

describe('chatReply', () => {
  it.each([
    ['hello', CHAT_REPLIES.greeting],
    ['Hi there', CHAT_REPLIES.greeting],
    ['HELLO!', CHAT_REPLIES.greeting],
    ['products please', CHAT_REPLIES.product],
    ['Do you sell a B12 PRODUCT?', CHAT_REPLIES.product],
    ['contact', CHAT_REPLIES.contact(EMAIL)],
    ['Can I get your Contact details?', CHAT_REPLIES.contact(EMAIL)],
    ['bye', CHAT_REPLIES.goodbye],
    ['Ok, goodBYE', CHAT_REPLIES.goodbye],
    ['What is the price of vitamin D?', CHAT_REPLIES.fallback],
    ['', CHAT_REPLIES.fallback],
  ])('when the visitor writes %j, then the reply is the matching rule', (text, reply) => {
    expect(chatReply(text, EMAIL)).toBe(reply);
  });

  it("when a message contains 'hi' inside another word, then the greeting wins (the spec's substring quirk)", () => {
    expect(chatReply('Tell me about this product', EMAIL)).toBe(CHAT_REPLIES.greeting);
    expect(chatReply('What are your shipping terms?', EMAIL)).toBe(CHAT_REPLIES.greeting);
    expect(chatReply('Which vitamins?', EMAIL)).toBe(CHAT_REPLIES.greeting);
  });

  it('when several rules match, then the first in the spec order wins', () => {
    expect(chatReply('hello, product', EMAIL)).toBe(CHAT_REPLIES.greeting);
    expect(chatReply('product contact', EMAIL)).toBe(CHAT_REPLIES.product);
    expect(chatReply('contact, then bye', EMAIL)).toBe(CHAT_REPLIES.contact(EMAIL));
  });

  it('when the contact rule answers, then it names the Contact page and the support email', () => {
    const reply = chatReply('contact', EMAIL);
    expect(reply).toContain('Contact page');
    expect(reply).toContain(EMAIL);
  });

  it('then the fixed texts are exactly those of the spec', () => {
    expect(CHAT_GREETING).toBe("Hi! I'm your support assistant. How can I help today?");
    expect(CHAT_REPLIES.product).toBe(
      'We offer a wide range of nutraceutical products. Which product are you interested in?',
    );
    expect(CHAT_REPLIES.fallback).toBe(
      "I'm not sure about that yet, but I'll be happy to connect you to our support team.",
    );
  });
});
