import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PillRow } from './pill-row.tsx';

const NAMES = ['A', 'B', 'C', 'D', 'E', 'F'];
let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/**
 * The server's row in the page, as a phone shows it (happy-dom lays nothing out): 300 px of a 900 px row,
 * scrolled to `scrollLeft`, the last pill at 700 px; then React hydrates it with `selected`.
 */
function hydrateRow(selected: number, scrollLeft: number) {
  const element = <PillRow label="Subcategories" names={NAMES} selected={selected} onSelect={() => {}} />;
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const row = container.querySelector<HTMLElement>('[role=group]')!;
  Object.defineProperty(row, 'scrollWidth', { value: 900, configurable: true });
  Object.defineProperty(row, 'clientWidth', { value: 300, configurable: true });
  const last = row.children[NAMES.length - 1] as HTMLElement;
  Object.defineProperty(last, 'offsetLeft', { value: 700, configurable: true });
  Object.defineProperty(last, 'offsetWidth', { value: 80, configurable: true });
  row.scrollLeft = scrollLeft;
  const scrollTo = vi.fn();
  row.scrollTo = scrollTo as never;
  act(() => {
    root = hydrateRoot(container!, element);
  });
  const choose = (index: number) =>
    act(() =>
      root!.render(<PillRow label="Subcategories" names={NAMES} selected={index} onSelect={() => {}} />),
    );
  return { scrollTo, choose };
}

describe('PillRow', () => {
  it('when the person has scrolled the row before the page hydrates, then hydration leaves the row where they put it', () => {
    const { scrollTo } = hydrateRow(0, 296);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('when a pill is chosen after hydration, then the row scrolls to bring it into view', () => {
    const { scrollTo, choose } = hydrateRow(0, 296);
    choose(5);
    expect(scrollTo).toHaveBeenCalledWith({ left: 684, behavior: 'smooth' });
  });

  it('when the row is at its start at hydration and the chosen pill is out of view, then it is brought into view', () => {
    const { scrollTo } = hydrateRow(5, 0);
    expect(scrollTo).toHaveBeenCalledWith({ left: 684, behavior: 'smooth' });
  });
});
