import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortfolioPage } from './portfolio-page.tsx';

function renderPortfolio(path = '/Portfolio') {
  const router = createMemoryRouter([{ path: '/Portfolio', element: <PortfolioPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const currentSlide = () =>
  document.querySelector('.banner-carousel__slide[data-current]')?.getAttribute('aria-label');
const breadcrumb = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PortfolioPage', () => {
  it('when it opens, then the first line, subcategory and product are shown with their breadcrumb', () => {
    renderPortfolio();
    expect(screen.getByRole('tab', { name: 'Deficiencies line' }).getAttribute('aria-selected')).toBe('true');
    expect(pressed('Deficiencies line: subcategories')).toEqual(['B12-Corrinoids']);
    expect(breadcrumb()).toEqual(['Portfolio', 'Deficiencies line', 'B12-Corrinoids']);
    expect(screen.getByRole('heading', { level: 2, name: 'B12-Corrinoids' }).textContent).toBe(
      'B12-Corrinoids',
    );
  });

  it('when 15 s pass, then the banner advances; after a category click it follows the category and stops', () => {
    renderPortfolio();
    expect(currentSlide()).toBe('1 of 4: Deficiencies line');
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentSlide()).toBe('2 of 4: Conditions line');

    fireEvent.click(screen.getByRole('tab', { name: 'Regenerative Health line' }));
    expect(currentSlide()).toBe('3 of 4: Regenerative Health line');
    act(() => vi.advanceTimersByTime(60_000));
    expect(currentSlide()).toBe('3 of 4: Regenerative Health line');
  });

  it('when a category is chosen, then its first subcategory and product are selected', () => {
    renderPortfolio(
      '/Portfolio?category=deficiencies-line&subcategory=natural-k&product=vitamin-k2-7-menaquinone',
    );
    expect(breadcrumb()).toEqual(['Portfolio', 'Deficiencies line', 'Natural K', 'Vitamin K2-7 Menaquinone']);
    fireEvent.click(screen.getByRole('tab', { name: 'Conditions line' }));
    expect(pressed('Conditions line: subcategories')).toEqual(['Neuroix-12']);
    expect(breadcrumb()).toEqual(['Portfolio', 'Conditions line', 'Neuroix-12']);
  });

  it('when a subcategory has products, then a product row shows, and a new subcategory resets the product', () => {
    renderPortfolio();
    fireEvent.click(screen.getByRole('button', { name: 'D- Phytosterols' }));
    expect(pressed('D- Phytosterols: products')).toEqual(['Lichen D3']);
    fireEvent.click(screen.getByRole('button', { name: 'Mushroom D2' }));
    expect(breadcrumb()).toEqual(['Portfolio', 'Deficiencies line', 'D- Phytosterols', 'Mushroom D2']);
    expect(screen.getByRole('heading', { level: 2, name: 'Mushroom D2' }).textContent).toBe('Mushroom D2');

    fireEvent.click(screen.getByRole('button', { name: 'Natural K' }));
    expect(pressed('Natural K: products')).toEqual(['Vitamin-K1 Phylloquinone']);
    fireEvent.click(screen.getByRole('button', { name: 'D- Phytosterols' }));
    expect(pressed('D- Phytosterols: products')).toEqual(['Lichen D3']);
    fireEvent.click(screen.getByRole('button', { name: 'Multivitamin' }));
    expect(screen.queryByRole('group', { name: /: products$/ })).toBeNull();
  });

  it('when an entry has no data, then the being-updated message names it', () => {
    renderPortfolio('/Portfolio?category=conditions-line');
    fireEvent.click(screen.getByRole('button', { name: 'Dermvit' }));
    expect(
      screen.getByText(
        'Details for Dermvit are currently being updated. Please check back soon or contact us for immediate assistance!',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('when the arrow keys are pressed on the tabs, then focus and selection move together and wrap', () => {
    renderPortfolio();
    const first = screen.getByRole('tab', { name: 'Deficiencies line' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: 'Life cycle line' });
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(last);
    expect(last.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    fireEvent.keyDown(last, { key: 'Home' });
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('when the history goes back, then the earlier selection returns', async () => {
    const router = renderPortfolio();
    fireEvent.click(screen.getByRole('button', { name: 'Food-Folate' }));
    expect(breadcrumb()).toEqual(['Portfolio', 'Deficiencies line', 'Food-Folate']);
    await act(() => router.navigate(-1));
    expect(breadcrumb()).toEqual(['Portfolio', 'Deficiencies line', 'B12-Corrinoids']);
  });

  it('when a product is searched by its ingredient and chosen with the keyboard, then the three levels select it', () => {
    const router = renderPortfolio();
    const box = screen.getByRole('combobox', { name: 'Search the catalogue' });
    fireEvent.change(box, { target: { value: 'lichen' } });
    const options = within(screen.getByRole('listbox', { name: 'Matches' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    const chosen = options[0]!.textContent!;
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveProperty('value', '');
    const heading = screen.getByRole('article').querySelector('h2')!.textContent!;
    expect(chosen.startsWith(heading)).toBe(true);
    expect(router.state.location.search).toMatch(/category=.+&subcategory=.+/);
    expect(breadcrumb().at(-1)).toBe(heading);
  });

  it('when nothing matches, then the box says so', () => {
    renderPortfolio();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search the catalogue' }), {
      target: { value: 'unobtainium' },
    });
    expect(screen.getByText('No product matches “unobtainium”.').textContent).toBe(
      'No product matches “unobtainium”.',
    );
  });
});
