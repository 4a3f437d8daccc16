// Moving from page to page within the app, as its own links and the Back button do: the history API and
// the router's popstate. The document stays (and with it whatever the page already holds, such as the
// service worker's prompt), so a test that checks many routes loads the app once.
import type { Page } from '@playwright/test';
import { titleFor } from '../../shared/site-pages.ts';
import { expect } from './fixtures.ts';

/** Moves the app to `route`; the caller waits for what shows that the route's page is on screen. */
export async function moveWithinApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/**
 * Moves the app to the public page at `route` and waits until the tab's title is the page's: the app sets
 * it once the page is on screen.
 */
export async function moveToPublicPage(page: Page, route: string): Promise<void> {
  await moveWithinApp(page, route);
  await expect(page).toHaveTitle(titleFor(route));
}
