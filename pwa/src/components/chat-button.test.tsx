import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_REPLIES } from '../../../shared/chat-replies.ts';
import { ChatButton, preloadChatPanel } from './chat-button.tsx';

const GREETING = "Hi! I'm your support assistant. How can I help today?";

const panel = () => screen.getByRole('dialog', { name: 'Support Chat' });
const textarea = () => screen.getByPlaceholderText<HTMLTextAreaElement>('Type your message...');
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
const log = () => screen.getByRole('log');
const bubbles = () =>
  Array.from(log().querySelectorAll('.support-chat__bubble:not(.support-chat__typing)')).map(
    (b) => b.textContent,
  );

/** Opens the panel; its code is a lazy chunk, loaded before the click as hovering the button does. */
async function openChat() {
  render(<ChatButton />);
  await act(() => preloadChatPanel());
  fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
  await act(async () => {});
}

function type(text: string) {
  fireEvent.change(textarea(), { target: { value: text } });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatButton', () => {
  it('when closed, then only the round button shows', () => {
    render(<ChatButton />);
    expect(screen.getByRole('button', { name: 'Open support chat' }).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when opened, then the panel shows the header, Online, the greeting and the hint, with the focus in the textarea', async () => {
    await openChat();
    expect(within(panel()).getByRole('heading', { name: 'Support Chat' }).textContent).toBe('Support Chat');
    expect(within(panel()).getByText('Online').textContent).toBe('Online');
    expect(bubbles()).toEqual([GREETING]);
    expect(log().querySelector('.support-chat__msg--system')).toBeTruthy();
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(within(panel()).getByText('Press Enter to send — Shift+Enter for newline.').textContent).toBe(
      'Press Enter to send — Shift+Enter for newline.',
    );
    expect(document.activeElement).toBe(textarea());
    expect(screen.queryByRole('button', { name: 'Open support chat' })).toBeNull();
  });

  it('when Enter is pressed, then the trimmed message is sent, the input cleared and the assistant types', async () => {
    await openChat();
    type('  Where do you ship?  ');
    const notPrevented = fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(notPrevented).toBe(false);
    expect(bubbles()).toEqual([GREETING, 'Where do you ship?']);
    expect(textarea().value).toBe('');
    expect(within(panel()).getByText('Assistant is typing…').textContent).toBe('Assistant is typing…');
    expect(sendButton().disabled).toBe(true);
  });

  it('when Shift+Enter is pressed, then nothing is sent and the browser inserts its newline', async () => {
    await openChat();
    type('first line');
    const notPrevented = fireEvent.keyDown(textarea(), { key: 'Enter', shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(bubbles()).toEqual([GREETING]);
    expect(textarea().value).toBe('first line');
  });

  it('when a multi-line message is sent, then its newlines are kept', async () => {
    await openChat();
    type('line one\nline two');
    fireEvent.click(sendButton());
    expect(bubbles()).toEqual([GREETING, 'line one\nline two']);
  });

  it('when the input is empty or only whitespace, then Enter and Send do nothing', async () => {
    await openChat();
    type('   \n  ');
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    fireEvent.click(sendButton());
    expect(bubbles()).toEqual([GREETING]);
    expect(within(panel()).getByText('Online').textContent).toBe('Online');
  });

  it('when 800 ms pass after a send, then the canned reply arrives and typing ends', async () => {
    await openChat();
    type('Do you sell products?');
    fireEvent.click(sendButton());
    act(() => vi.advanceTimersByTime(799));
    expect(bubbles()).toHaveLength(2);
    expect(sendButton().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(bubbles()).toEqual([GREETING, 'Do you sell products?', CHAT_REPLIES.product]);
    expect(within(panel()).getByText('Online').textContent).toBe('Online');
    expect(sendButton().disabled).toBe(false);
  });

  it('when Escape is pressed in the panel, then it closes and the focus returns to the round button', async () => {
    await openChat();
    fireEvent.keyDown(textarea(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open support chat' }));
  });

  it('when the close button is pressed, then the panel shrinks back to the button and keeps the conversation', async () => {
    await openChat();
    type('contact');
    fireEvent.click(sendButton());
    act(() => vi.advanceTimersByTime(800));
    fireEvent.click(screen.getByRole('button', { name: 'Close support chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
    await act(async () => {});
    expect(bubbles()).toHaveLength(3);
  });
});
