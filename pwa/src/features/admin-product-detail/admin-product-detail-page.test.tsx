import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminProductDetailPage } from './admin-product-detail-page.tsx';

const PRODUCT = {
  productCode: 'SBOVZ-B12-TCBL',
  productName: 'B12-Corrinoids',
  bannerImage: null,
  productDescription: 'A whole-food vitamin B12 complex.',
  productCategory: 'Deficiencies line / B12-Corrinoids',
  origin: 'India',
  drying: 'Spray dried',
  excipients: 'None',
  toxicity: true,
  igar: true,
  broadSpectrum: false,
  version: 3,
  actives: [{ assay: 'B12 0.1%', specification: 'NLT 0.1% w/w', assayMethod: 'HPLC' }],
  heavyMetals: [{ metal: 'Lead', specification: 'NMT 1 ppm', method: 'ICP-MS' }],
  ingredients: [
    {
      ingredientCode: 'ING-MORINGA',
      commonName: 'Moringa',
      scientificName: 'Moringa oleifera',
      plantPartUsed: 'Leaf',
      coordinates: '10.36° N, 77.97° E',
    },
  ],
  processes: [
    {
      processCode: 'PRC-FERM',
      processDescription: 'Fermentation',
      qualityControl: 'Every lot tested',
      shelfLife: '24 months',
    },
  ],
};

function renderAt(code: string) {
  const router = createMemoryRouter(
    [
      { path: '/AdminDashboard/products', element: <h1>List</h1> },
      { path: '/AdminDashboard/products/:productCode', element: <AdminProductDetailPage /> },
    ],
    { initialEntries: ['/AdminDashboard/products', `/AdminDashboard/products/${code}`], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function answer(response: Response | Error) {
  const fetch = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AdminProductDetailPage', () => {
  it('when the product loads, then its field groups, flags, tables, ingredients and processes show', async () => {
    localStorage.setItem('token', 't0ken');
    localStorage.setItem('role', 'ADMIN');
    const fetch = answer(Response.json(PRODUCT));
    renderAt('SBOVZ-B12-TCBL');
    expect(screen.getByText('Loading product details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/products/SBOVZ-B12-TCBL',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer t0ken' }) }),
    );
    for (const text of ['A whole-food vitamin B12 complex.', 'India', 'Spray dried', 'No Image', 'Version 3'])
      expect(screen.getByText(text)).toBeTruthy();
    for (const h of ['Overview', 'Use', 'Manufacturing', 'Flags', 'Ingredients', 'Processes', 'Heavy metals'])
      expect(screen.getByRole('heading', { level: 2, name: h })).toBeTruthy();
    expect(screen.getByText('IGAR').closest('li')?.className).toContain('detail-chip--on');
    expect(screen.getByText('Broad spectrum').closest('li')?.className).not.toContain('detail-chip--on');
    expect(within(screen.getByRole('region', { name: 'Actives' })).getByText('NLT 0.1% w/w')).toBeTruthy();
    for (const text of ['Moringa oleifera', '10.36° N, 77.97° E', 'PRC-FERM', 'Every lot tested'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/AdminDashboard/products/SBOVZ-B12-TCBL/edit',
    );
  });

  it('when there is no token, then the public answer still shows, and Back goes back', async () => {
    const fetch = answer(Response.json({ ...PRODUCT, version: undefined }));
    const router = renderAt('SBOVZ-B12-TCBL');
    await screen.findByRole('heading', { level: 1, name: 'B12-Corrinoids' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/AdminDashboard/products');
  });

  it('when the API answers 404, then Product not found. shows with Go Back', async () => {
    answer(Response.json({ message: 'Not found.' }, { status: 404 }));
    renderAt('NOPE');
    expect(await screen.findByText('Product not found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
  });

  it.each([
    ['a server error', Response.json({ message: 'boom' }, { status: 500 })],
    ['no answer', new TypeError('Failed to fetch')],
  ])('when the load fails with %s, then Failed to load product details. shows with Go Back', async (_, r) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(r);
    renderAt('SBOVZ-B12-TCBL');
    expect(await screen.findByText('Failed to load product details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });
});
