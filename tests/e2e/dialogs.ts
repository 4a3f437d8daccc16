// The browser's own dialogs (alert, confirm) in the specs that meet them.
import type { Page } from '@playwright/test';

/** Accepts every alert and confirm the page opens from now on; the array fills with their messages. */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (d) => {
    messages.push(d.message());
    void d.accept();
  });
  return messages;
}
