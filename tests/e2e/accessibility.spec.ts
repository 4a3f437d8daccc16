import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

const PUBLIC_ROUTES = [
  '/',
  '/About',
  '/Portfolio',
  '/Services',
  '/product/SBOVZ-B12-TCBL',
  '/Sustainability',
  '/Certifications',
  '/Stories',
  '/contact',
  '/AdminLogin',
  '/ExternalUserLogin',
];

for (const route of PUBLIC_ROUTES) {
  test(`when ${route} is checked with axe, then it has no serious or critical violation`, async ({
    page,
  }) => {
    // Still frames keep the check stable: carousels and the ticker do not move under it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}
