// What the layout specs measure on a page as it is on screen: the controls (links, buttons, fields, tabs,
// disclosure summaries) that another element covers, read with document.elementFromPoint at the middle of
// each control's visible part in the current screenful, and the controls that run off the screen's right
// edge. A control clipped by a box that scrolls or hides its overflow (a carousel's slide, a table in its
// own scroll box) is measured by its visible part only: the box, not the screen, is what it runs past.
import { expect, type Page, type TestInfo } from '@playwright/test';

export interface LayoutFaults {
  /** "control ← what covers it" for each control covered at its middle. */
  covered: string[];
  /** Controls whose visible part goes past the screen's right (or left) edge. */
  offEdge: string[];
}

export function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab]';
    const describe = (el: Element) => {
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `${el.tagName.toLowerCase()}${cls}${label ? ` “${label.slice(0, 40)}”` : ''}`;
    };
    /** The part of `el` that its clipping ancestors (and not the screen) let through. */
    const visiblePart = (el: Element) => {
      const r = el.getBoundingClientRect();
      let { left, top, right, bottom } = r;
      for (
        let a = el.parentElement;
        a && a !== document.body && a !== document.documentElement;
        a = a.parentElement
      ) {
        const style = getComputedStyle(a);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const box = a.getBoundingClientRect();
        if (clipsX) {
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (clipsY) {
          top = Math.max(top, box.top);
          bottom = Math.min(bottom, box.bottom);
        }
      }
      return { left, top, right, bottom };
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[inert], [aria-hidden="true"]')) return false;
      if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      // Visually hidden fields (1 px, clipped) are reached through their label.
      return r.width > 2 && r.height > 2;
    };
    const covered: string[] = [];
    const offEdge: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (!shown(el)) continue;
      const part = visiblePart(el);
      if (part.right - part.left < 1 || part.bottom - part.top < 1) continue;
      if (part.right > width + 0.5 || part.left < -0.5) offEdge.push(describe(el));
      const x = (Math.max(part.left, 0) + Math.min(part.right, width)) / 2;
      const y = (part.top + part.bottom) / 2;
      if (y < 0 || y >= window.innerHeight || x < 0 || x >= width) continue;
      const hit = document.elementFromPoint(x, y);
      // The control itself, something inside it, or its own label or wrapper (a field inside its label).
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      if (el instanceof HTMLInputElement && [...(el.labels ?? [])].some((l) => l.contains(hit))) continue;
      covered.push(`${describe(el)} ← ${describe(hit)}`);
    }
    return { covered, offEdge };
  });
}

/**
 * Keeps the screenful's screenshot `shot` with the test's output, then fails when the page is wider than the
 * screen or when a control is covered by another element or runs past the screen's edge.
 */
export async function expectNothingOverflowsOrCovered(
  page: Page,
  testInfo: TestInfo,
  shot: string,
): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: false });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${shot}: horizontal overflow in px`).toBeLessThanOrEqual(0);
  const faults = await layoutFaults(page);
  expect(faults.covered, `${shot}: controls covered by another element`).toEqual([]);
  expect(faults.offEdge, `${shot}: controls past the screen's edge`).toEqual([]);
}
