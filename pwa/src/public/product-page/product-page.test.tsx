import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProduct } from '../../../../shared/product.ts';
import { PLACEHOLDER_SRC } from '../../content/images.ts';
import { ProductPage } from './product-page.tsx';
import { answerFetch } from '../../lib/fetch.fixtures.ts';

const PRODUCT = {
  productCode: 'SBOVZ-B12-TCBL',
  productName: 'B12-Corrinoids',
  bannerImage: null,
  version: 3,
  productDescription: 'A whole-food vitamin B12 complex.',
  productCategory: 'Deficiencies line / B12-Corrinoids',
  origin: 'India',
  form: 'Powder',
  scope: 'Bulk ingredient',
  type: 'Vitamins',
  function: 'Source of vitamin B12.',
  functionalUse: 'Energy-yielding metabolism',
  recommendedUse: '2.5–25 mg per daily serving',
  intendedUse: 'For manufacturers',
  directionsForUse: 'Blend into capsules',
  benefits: 'Contributes to normal energy-yielding metabolism.',
  actives: [{ assay: 'B12 0.1%', specification: 'NLT 0.1% w/w', assayMethod: 'HPLC' }],
  ingredientComposition: [{ ingredient: 'Moringa leaf', percentage: '30%', type: 'Dry' }],
  productCompliance: [
    { complianceItem: 'Hygiene', regulation: 'Codex', status: 'Compliant', declaration: 'HACCP' },
  ],
  processes: [{ qualityControl: 'Every lot tested', shelfLife: '24 months', handling: 'Keep dry' }],
  ingredients: [{ commonName: 'Moringa', plantPartUsed: 'Leaf', coordinates: '10.36° N, 77.97° E' }],
  allergenInformation: [
    { allergen: 'Cereals containing gluten', inProduct: 'No', inOtherProducts: 'No', inPlant: 'No' },
  ],
  heavyMetals: [{ metal: 'Lead', specification: 'NMT 1 ppm', method: 'ICP-MS' }],
  microbiology: [{ test: 'Salmonella', specification: 'Absent in 25 g', method: 'ISO 6579' }],
} as unknown as PublicProduct;

function renderAt(code: string) {
  const router = createMemoryRouter(
    [
      { path: '/Portfolio', element: <h1>Portfolio</h1> },
      { path: '/product/:productCode', element: <ProductPage /> },
    ],
    { initialEntries: ['/Portfolio', `/product/${code}`], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProductPage', () => {
  it('when the product loads, then its spec-sheet fields show, with the placeholder banner', async () => {
    const fetch = answerFetch(Response.json(PRODUCT));
    renderAt('SBOVZ-B12-TCBL');
    expect(screen.getByText('Loading product details…').textContent).toBe('Loading product details…');
    await screen.findByRole('heading', { level: 1, name: 'B12-Corrinoids' });
    expect(fetch).toHaveBeenCalledWith('/api/products/SBOVZ-B12-TCBL', expect.anything());
    expect(screen.getByText(/^Product Code/).textContent).toBe('Product Code SBOVZ-B12-TCBL · Version 3');
    const shown = [
      'A whole-food vitamin B12 complex.',
      'India',
      'Source of vitamin B12.',
      '2.5–25 mg per daily serving',
      'NLT 0.1% w/w',
      'Moringa leaf',
      'Compliant',
      'Every lot tested',
      '24 months',
      'Keep dry',
      '10.36° N, 77.97° E',
      'Cereals containing gluten',
      'Not present in the product',
      'NMT 1 ppm',
      'Absent in 25 g',
    ];
    // Each fact is on the page: none is missing.
    expect(shown.filter((text) => screen.queryByText(text) === null)).toEqual([]);
    const placeholder = screen.getByRole('img', { name: 'B12-Corrinoids' });
    expect(placeholder.getAttribute('src')).toBe(PLACEHOLDER_SRC);
    expect(placeholder.hasAttribute('srcset')).toBe(false);
  });

  it('when the product has a stored banner, then it is offered at the widths the screen may need', async () => {
    const sha = 'ab'.repeat(32);
    answerFetch(Response.json({ ...PRODUCT, bannerImage: `/media/${sha}.png` }));
    renderAt('SBOVZ-B12-TCBL');
    const banner = await screen.findByRole('img', { name: 'B12-Corrinoids' });
    expect(banner.getAttribute('src')).toBe(`/media/${sha}.png`);
    expect(banner.getAttribute('srcset')).toBe(
      `/media/${sha}-480w.webp 480w, /media/${sha}-720w.webp 720w, /media/${sha}-960w.webp 960w`,
    );
    expect(banner.getAttribute('sizes')).toBe('(max-width: 800px) calc(100vw - 2rem), 460px');
    // A banner that fails shows the placeholder, with no srcset left to pick a broken width from.
    fireEvent.error(banner);
    expect(banner.getAttribute('src')).toBe(PLACEHOLDER_SRC);
    expect(banner.hasAttribute('srcset')).toBe(false);
  });

  it('when a token is stored, then it is sent as a bearer token', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('username', 'asha');
    localStorage.setItem('role', 'DATA_CURATOR');
    const fetch = answerFetch(Response.json(PRODUCT));
    renderAt('SBOVZ-B12-TCBL');
    await screen.findByRole('heading', { level: 1, name: 'B12-Corrinoids' });
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('when the server answers 404, then "Product not found." shows with Go Back', async () => {
    answerFetch(Response.json({ message: 'Product not found.' }, { status: 404 }));
    const router = renderAt('NOPE-1');
    await screen.findByText('Product not found.');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/Portfolio');
  });

  it('when the request fails, then "Failed to load product details." shows with Go Back', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    renderAt('SBOVZ-B12-TCBL');
    await screen.findByText('Failed to load product details.');
    expect(screen.getByRole('button', { name: 'Go Back' }).matches(':disabled')).toBe(false);
  });

  it('when the server answers 500, then the load counts as failed', async () => {
    answerFetch(Response.json({ message: 'An unexpected error occurred.' }, { status: 500 }));
    renderAt('SBOVZ-B12-TCBL');
    await screen.findByText('Failed to load product details.');
  });

  it('when Back is clicked, then the previous page shows', async () => {
    answerFetch(Response.json(PRODUCT));
    const router = renderAt('SBOVZ-B12-TCBL');
    await screen.findByRole('heading', { level: 1, name: 'B12-Corrinoids' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/Portfolio');
  });
});
