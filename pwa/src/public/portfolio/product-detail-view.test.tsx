import { act, cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { FunctionalUse } from './functional-use.tsx';
import { iconFor } from './functional-use-icons.ts';
import { parseFunctionalUse } from './parse-functional-use.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueProducts, findCatalogueProduct } from '../../../../shared/catalogue.ts';
import { productDisplay, type ProductDisplay } from '../../content/catalogue-display.ts';
import { PLACEHOLDER_SRC } from '../../content/images.ts';
import { ProductDetailView } from './product-detail-view.tsx';

const product = (code: string, more: Partial<ProductDisplay> = {}): ProductDisplay => ({
  ...productDisplay(findCatalogueProduct(code)!.data),
  ...more,
});
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

beforeEach(() => vi.useFakeTimers());
/** The view inside a router, as the portfolio shows it (its full-page link is a router link). */
const render = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProductDetailView', () => {
  it('when B12-Corrinoids shows, then its fields, code, overview and all three footer links are there', () => {
    render(<ProductDetailView product={product('SBOVZ-B12-TCBL')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'B12-Corrinoids' }).textContent).toBe(
      'B12-Corrinoids',
    );
    expect(screen.getByText('Product Code').textContent).toBe('Product Code');
    expect(screen.getByText('SBOVZ-B12-TCBL').textContent).toBe('SBOVZ-B12-TCBL');
    expect(screen.getByRole('heading', { name: 'Overview' }).textContent).toBe('Overview');
    expect(screen.getByRole('heading', { name: 'Product Information' }).textContent).toBe(
      'Product Information',
    );
    for (const label of ['Product Name', 'Ingredients', 'Assay', 'Co-nutrients', 'Studies', 'Benefits']) {
      expect(field(label)).toBeTruthy();
    }
    expect(within(field('Assay')).getByText('B12 0.1%').textContent).toBe('B12 0.1%');
    for (const name of ['Enquiry', 'FAQs', 'Sustainability Story']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('#');
    }
    expect(screen.getByRole('link', { name: 'Full specification' }).getAttribute('href')).toBe(
      '/product/SBOVZ-B12-TCBL',
    );
  });

  it('when another product shows, then FAQs and Sustainability Story are absent', () => {
    render(<ProductDetailView product={product('SBOVZ-MVM')} />);
    expect(screen.getByRole('link', { name: 'Enquiry' }).getAttribute('href')).toBe('#');
    expect(screen.queryByRole('link', { name: 'FAQs' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sustainability Story' })).toBeNull();
  });

  it('when a text is longer than 200 characters, then its field takes the full width', () => {
    const p = product('SBOVZ-MVM');
    render(<ProductDetailView product={p} />);
    expect(p.benefits!.length).toBeGreaterThan(200);
    expect(field('Benefits').dataset.width).toBe('full');
    expect(field('Product Name').dataset.width).toBe('half');
  });

  it('when fields are empty, then they are hidden', () => {
    render(
      <ProductDetailView
        product={product('SBOVZ-D3', {
          studies: '',
          coNutrients: undefined,
          overview: ' ',
          functionalUse: undefined,
        })}
      />,
    );
    expect(screen.queryByText('Studies')).toBeNull();
    expect(screen.queryByText('Co-nutrients')).toBeNull();
    expect(screen.queryByText('Overview')).toBeNull();
    expect(screen.queryByText('Functional Use')).toBeNull();
  });

  it('when functional use shows, then each icon carries its label as tooltip and name, with the note beside', () => {
    render(<ProductDetailView product={product('SBOVZ-B12-TCBL')} />);
    const row = field('Functional Use');
    const icons = within(row).getAllByRole('img');
    expect(icons.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Energy',
      'Blood formation',
      'Nervous system',
    ]);
    expect(icons.map((i) => i.getAttribute('title'))).toEqual([
      'Energy',
      'Blood formation',
      'Nervous system',
    ]);
    // Drawn as SVG, never as an emoji a device without an emoji font shows as a box.
    for (const icon of icons) {
      expect(icon.querySelector('svg')).toBeTruthy();
      expect(icon.textContent).toBe('');
    }
    expect(within(row).getByText('Vegan B12 in its food matrix').textContent).toBe(
      'Vegan B12 in its food matrix',
    );
  });

  it('when every functional use of the catalogue shows, then each emoji has an SVG icon (none falls back to text)', () => {
    const emoji = catalogueProducts().flatMap((p) =>
      parseFunctionalUse(p.data.functionalUse?.main ?? '')
        .map((item) => item.icon)
        .filter(Boolean),
    );
    expect(emoji.length).toBeGreaterThan(50);
    expect(emoji.filter((e) => !iconFor(e))).toEqual([]);
  });

  it('when an emoji has no icon of its own, then its label is written out instead of a box', () => {
    render(<FunctionalUse main="🦒 Reach, ⚡ Energy" />);
    expect(screen.getByText('Reach').textContent).toBe('Reach');
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Energy']);
    expect(document.body.textContent).not.toContain('🦒');
  });

  it('when there is no banner image, then the placeholder is shown', () => {
    render(<ProductDetailView product={product('SBOVZ-D3', { bannerImage: [] })} />);
    const group = screen.getByRole('group', { name: 'Lichen D3 image' });
    expect(within(group).getByRole('img').getAttribute('src')).toBe(PLACEHOLDER_SRC);
  });

  it('when there are certificates, then they show 50 px high and retry once before the placeholder', () => {
    const certificates = [{ name: 'Vegan', src: '/images/vegan.webp' }];
    render(<ProductDetailView product={product('SBOVZ-D3', { certificates })} />);
    const logo = screen.getByRole('img', { name: 'Vegan' });
    expect(logo.getAttribute('height')).toBe('50');
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe('/images/vegan.webp?retry=1');
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe(PLACEHOLDER_SRC);
  });
});

describe('ProductImageCarousel inside the view', () => {
  const images = ['/images/a.webp', '/images/b.webp', '/images/c.webp'];
  const index = () => Number(screen.getByRole('group', { name: /images/ }).dataset.index);

  it('when 3 s pass, then the next image shows, wrapping after the last', () => {
    render(<ProductDetailView product={product('SBOVZ-D3', { bannerImage: images })} />);
    expect(index()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(index()).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(index()).toBe(0);
  });

  it('when the arrow keys are pressed, then the image changes and wraps around', () => {
    render(<ProductDetailView product={product('SBOVZ-D3', { bannerImage: images })} />);
    const carousel = screen.getByRole('group', { name: /images/ });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(index()).toBe(2);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(index()).toBe(0);
  });

  it('when swiped by 40 px or more, then the image changes; a shorter move does nothing', () => {
    render(<ProductDetailView product={product('SBOVZ-D3', { bannerImage: images })} />);
    const carousel = screen.getByRole('group', { name: /images/ });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(carousel, { clientX: from, clientY: 50, pointerId: 1, button: 0 });
      fireEvent.pointerUp(carousel, { clientX: to, clientY: 50, pointerId: 1, button: 0 });
    };
    swipe(200, 161);
    expect(index()).toBe(0);
    swipe(200, 160);
    expect(index()).toBe(1);
    swipe(100, 200);
    expect(index()).toBe(0);
    swipe(100, 200);
    expect(index()).toBe(2);
  });
});
