import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING, CHAT_REPLIES } from '../../../../shared/chat-replies.ts';
import { useChat } from './use-chat.ts';

const T0 = new Date('2025-03-01T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useChat', () => {
  it('when it starts, then the only message is the system greeting', () => {
    const { result } = renderHook(() => useChat('help@example.com'));
    expect(result.current.messages).toEqual([{ id: `b-${T0}`, role: 'system', text: CHAT_GREETING }]);
    expect(result.current.typing).toBe(false);
  });

  it("when a message is sent, then it gets a 'u-' id, and 800 ms later the reply a 'b-' id", () => {
    const { result } = renderHook(() => useChat('help@example.com'));
    act(() => result.current.setInput('  contact  '));
    act(() => result.current.send());
    expect(result.current.messages[1]).toEqual({ id: `u-${T0}`, role: 'user', text: 'contact' });
    expect(result.current.input).toBe('');
    expect(result.current.typing).toBe(true);

    act(() => vi.advanceTimersByTime(800));
    expect(result.current.messages[2]).toEqual({
      id: `b-${T0 + 800}`,
      role: 'bot',
      text: CHAT_REPLIES.contact('help@example.com'),
    });
    expect(result.current.typing).toBe(false);
  });

  it('when a send comes while the assistant is typing, then it is ignored', () => {
    const { result } = renderHook(() => useChat('help@example.com'));
    act(() => result.current.setInput('one'));
    act(() => result.current.send());
    act(() => result.current.setInput('two'));
    act(() => result.current.send());
    expect(result.current.messages).toHaveLength(2);
    expect(result.current.input).toBe('two');
  });

  it('when the widget goes away with a reply pending, then the timer is cleared', () => {
    const { result, unmount } = renderHook(() => useChat('help@example.com'));
    act(() => result.current.setInput('hello'));
    act(() => result.current.send());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
