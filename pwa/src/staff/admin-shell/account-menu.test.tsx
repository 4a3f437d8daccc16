import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from './account-menu.tsx';

const session = { token: 't', username: 'asha', role: 'DATA_CURATOR' as const };
const account = () => screen.getByRole('button', { name: /asha/ });
const changePassword = () => screen.queryByRole('button', { name: 'Change password' });

afterEach(cleanup);

describe('AccountMenu', () => {
  it('when the user’s name is pressed, then the menu offers Change password; pressed again, it closes', () => {
    render(<AccountMenu session={session} />);
    expect(account().textContent).toContain('DATA_CURATOR');
    expect(account().getAttribute('aria-expanded')).toBe('false');
    expect(changePassword()).toBeNull();
    fireEvent.click(account());
    expect(account().getAttribute('aria-expanded')).toBe('true');
    expect(changePassword()).not.toBeNull();
    fireEvent.click(account());
    expect(changePassword()).toBeNull();
  });

  it('when the menu is open, then Escape closes it and gives the focus back to the name; so does a press elsewhere', () => {
    render(
      <>
        <AccountMenu session={session} />
        <p>elsewhere</p>
      </>,
    );
    fireEvent.click(account());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(changePassword()).toBeNull();
    expect(document.activeElement).toBe(account());
    fireEvent.click(account());
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(changePassword()).toBeNull();
  });

  it('when Change password is chosen, then the menu closes and the dialog opens; Cancel gives the focus back to the name', () => {
    render(<AccountMenu session={session} />);
    fireEvent.click(account());
    fireEvent.click(changePassword()!);
    expect(account().getAttribute('aria-expanded')).toBe('false');
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog.querySelector('input[type="password"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(account());
  });
});
