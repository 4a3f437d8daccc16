import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form.tsx';

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NewsletterForm', () => {
  it('then the email input is of type email and required', () => {
    render(<NewsletterForm />);
    expect(input().type).toBe('email');
    expect(input().required).toBe(true);
  });

  it('when Subscribe is clicked with an email, then the thanks shows for 3 s and the input is cleared', () => {
    render(<NewsletterForm />);
    fireEvent.change(input(), { target: { value: 'buyer@example.com' } });
    subscribe();
    expect(screen.getByText('Thank you for subscribing!').getAttribute('aria-live')).toBe('polite');
    expect(input().value).toBe('');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Thank you for subscribing!').textContent).toBe('Thank you for subscribing!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
  });

  it('when Subscribe is clicked with nothing typed, then nothing happens', () => {
    render(<NewsletterForm />);
    subscribe();
    fireEvent.submit(input().form!);
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
  });
});
