import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../shared/product.ts';
import { db } from '../offline/db.ts';
import { applyProducts } from '../offline/replica.ts';
import { seedReplica, signedInAdminEachTest, syncProduct } from '../offline/replica.fixtures.ts';
import { AdminProductDetailPage } from './admin-product-detail-page.tsx';
import { answerFetch } from '../../lib/fetch.fixtures.ts';

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

const noNetwork = () => answerFetch(new Error('The detail view must not fetch what the replica holds'));

signedInAdminEachTest();

describe('AdminProductDetailPage', () => {
  it('when the replica holds the record, then its field groups, flags, tables, ingredients and processes show with no request', async () => {
    const fetch = noNetwork();
    await seedReplica([PRODUCT as unknown as Product]);
    renderAt('SBOVZ-B12-TCBL');
    await screen.findByRole('heading', { level: 1, name: 'B12-Corrinoids' });
    expect(fetch).not.toHaveBeenCalled();
    for (const text of ['A whole-food vitamin B12 complex.', 'India', 'Spray dried', 'No Image'])
      expect(screen.getByText(text).textContent).toBe(text);
    expect(screen.getByText(/^Version 3/).textContent).toMatch(/^Version 3/);
    for (const h of ['Overview', 'Use', 'Manufacturing', 'Flags', 'Ingredients', 'Processes', 'Heavy Metals'])
      expect(screen.getByRole('heading', { level: 2, name: h }).textContent).toBe(h);
    expect(screen.getByText('IGAR').closest('li')?.className).toContain('detail-chip--on');
    expect(screen.getByText('Broad Spectrum').closest('li')?.className).not.toContain('detail-chip--on');
    expect(
      within(screen.getByRole('region', { name: 'Actives' })).getByText('NLT 0.1% w/w').textContent,
    ).toBe('NLT 0.1% w/w');
    for (const text of ['Moringa oleifera', '10.36° N, 77.97° E', 'PRC-FERM', 'Every lot tested'])
      expect(screen.getByText(text).textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/AdminDashboard/products/SBOVZ-B12-TCBL/edit',
    );
  });

  it('when the product changes elsewhere, then the open view follows without a reload', async () => {
    noNetwork();
    await seedReplica([PRODUCT as unknown as Product]);
    renderAt('SBOVZ-B12-TCBL');
    await screen.findByRole('heading', { level: 1, name: 'B12-Corrinoids' });
    await act(() =>
      applyProducts(
        [
          syncProduct({
            ...(PRODUCT as unknown as Product),
            productName: 'B12 Corrinoids Forte',
            version: 4,
          }),
        ],
        [],
        '50',
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'B12 Corrinoids Forte' });
  });

  it('when the record is not on this device, then it is fetched with the token once and kept', async () => {
    const fetch = answerFetch(Response.json(PRODUCT));
    renderAt('SBOVZ-B12-TCBL');
    expect(screen.getByText('Loading product details...').textContent).toBe('Loading product details...');
    await screen.findByRole('heading', { level: 1, name: 'B12-Corrinoids' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/products/SBOVZ-B12-TCBL',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer t0ken' }) }),
    );
    await waitFor(async () => expect((await db.records.get('SBOVZ-B12-TCBL'))?.record.version).toBe(3));
  });

  it('when the record is not on this device and the network is gone, then it says Available when online', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    renderAt('SBOVZ-B12-TCBL');
    await screen.findByText('Available when online');
    expect(screen.getByRole('button', { name: 'Go Back' }).matches(':disabled')).toBe(false);
  });

  it('when the API answers 404, then Product not found. shows with Go Back', async () => {
    answerFetch(Response.json({ message: 'Not found.' }, { status: 404 }));
    renderAt('NOPE');
    await screen.findByText('Product not found.');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByRole('heading', { name: 'List' });
  });

  it('when the load fails with a server error, then Failed to load product details. shows with Go Back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerFetch(Response.json({ message: 'boom' }, { status: 500 }));
    renderAt('SBOVZ-B12-TCBL');
    await screen.findByText('Failed to load product details.');
    expect(screen.getByRole('button', { name: 'Go Back' }).matches(':disabled')).toBe(false);
  });

  it('when this user submitted the product and it waits to sync, then the view shows the draft with Waiting to sync', async () => {
    noNetwork();
    await db.drafts.put({
      id: 'd-1',
      owner: 'ana',
      mode: 'add',
      productCode: 'NEW-1',
      productName: 'Zinc Guava',
      step: 7,
      data: { productCode: 'NEW-1', productName: 'Zinc Guava', origin: 'Kerala' },
      banner: null,
      bannerName: '',
      createdAt: Date.now(),
      updatedAt: Date.now(),
      state: 'queued',
      changeSeq: 2,
      submitSeq: 3,
    });
    renderAt('NEW-1');
    await screen.findByRole('heading', { level: 1, name: 'Zinc Guava' });
    expect(screen.getByText(/^Waiting to sync/).textContent).toMatch(/^Waiting to sync/);
    expect(screen.getByText('Kerala').textContent).toBe('Kerala');
    expect(screen.getByRole('link', { name: 'Open draft' }).getAttribute('href')).toBe(
      '/AdminDashboard/products/add?draft=d-1',
    );
  });
});
