import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DraftRecord } from '../offline/db.ts';
import { applyProducts, setReplicaStatus } from '../offline/replica.ts';
import { seedReplica, signedInAdminEachTest, syncProduct } from '../offline/replica.fixtures.ts';
import { AdminProductsPage, PRODUCT_WINDOW } from './admin-products-page.tsx';

const PRODUCTS = [
  {
    productCode: 'SBOVZ-B12-TCBL',
    productName: 'B12-Corrinoids',
    productCategory: 'Deficiencies line',
    drying: 'Spray dried',
    excipients: 'None',
    bannerImage: `/media/${'a'.repeat(64)}.png`,
  },
  {
    productCode: 'SBOVZ-C-AMLA',
    productName: 'Vitamin C Amla',
    productCategory: 'Immunity line',
    drying: 'Freeze dried',
    excipients: 'Rice hulls',
    bannerImage: null,
  },
];

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/AdminDashboard/products', element: <AdminProductsPage /> },
      { path: '/AdminDashboard/products/add', element: <h1>Wizard</h1> },
    ],
    { initialEntries: ['/AdminDashboard/products'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The list never waits for the network: any request it makes fails the test unless a test allows it. */
function network(...responses: Response[]) {
  const fetch = vi.fn(() => Promise.reject(new Error('The list must not fetch')));
  for (const r of responses) fetch.mockResolvedValueOnce(r as never);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** happy-dom has no alert or confirm; the page calls window's. */
function stubDialog<T>(name: 'alert' | 'confirm', result: T) {
  const fn = vi.fn(() => result);
  Object.defineProperty(window, name, { value: fn, configurable: true, writable: true });
  return fn;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const cards = () => document.querySelectorAll('.product-card');

function pendingDraft(over: Partial<DraftRecord>): DraftRecord {
  return {
    id: crypto.randomUUID(),
    owner: 'ana',
    mode: 'add',
    productCode: 'NEW-1',
    productName: 'Zinc Guava',
    step: 7,
    data: { productCode: 'NEW-1', productName: 'Zinc Guava', productCategory: 'Minerals line' },
    banner: null,
    bannerName: '',
    createdAt: Date.now(),
    updatedAt: Date.now(),
    state: 'queued',
    changeSeq: 3,
    submitSeq: 4,
    serverRevision: 2,
    ...over,
  };
}

signedInAdminEachTest();

beforeEach(() => {
  setOnline(true);
});

describe('AdminProductsPage', () => {
  it('when the replica holds products, then a card per product shows its facts, image or No Image, and links, with no request', async () => {
    const fetch = network();
    await seedReplica(PRODUCTS);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    expect(fetch).not.toHaveBeenCalled();
    expect(cards()).toHaveLength(2);
    for (const text of ['SBOVZ-C-AMLA', 'Immunity line', 'Freeze dried', 'Rice hulls', 'No Image'])
      expect(screen.getByText(text).textContent).toBe(text);
    const image = document.querySelector('.product-card img');
    expect(image?.getAttribute('src')).toBe(PRODUCTS[0]!.bannerImage);
    // A card is small: the browser picks a rendition of the upload, not the upload.
    expect(image?.getAttribute('srcset')).toBe(
      [480, 720, 960].map((w) => `/media/${'a'.repeat(64)}-${w}w.webp ${w}w`).join(', '),
    );
    expect(image?.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 360px');
    expect(screen.getByRole('link', { name: 'View B12-Corrinoids' }).getAttribute('href')).toBe(
      '/AdminDashboard/products/SBOVZ-B12-TCBL',
    );
    expect(screen.getAllByRole('link', { name: 'Edit' })[1]!.getAttribute('href')).toBe(
      '/AdminDashboard/products/SBOVZ-C-AMLA/edit',
    );
  });

  it('when sync changes the replica, then the list follows without a reload (added, changed, deleted)', async () => {
    network();
    await seedReplica(PRODUCTS);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    await act(() =>
      applyProducts(
        [syncProduct({ productCode: 'SBOVZ-C-AMLA', productName: 'Vitamin C Amla Plus', version: 2 })],
        ['SBOVZ-B12-TCBL'],
        '99',
      ),
    );
    await screen.findByRole('heading', { name: 'Vitamin C Amla Plus' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'B12-Corrinoids' })).toBeNull());
    expect(cards()).toHaveLength(1);
  });

  it('when a name is searched, then only matching cards stay, and No products found when none match', async () => {
    network();
    await seedReplica(PRODUCTS);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    const search = screen.getByPlaceholderText('Search products...');
    fireEvent.change(search, { target: { value: 'amla' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Vitamin C Amla' }).textContent).toBe('Vitamin C Amla');
    fireEvent.change(search, { target: { value: 'zinc' } });
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(screen.getByText('No products found').textContent).toBe('No products found');
  });

  it('when there are more products than the window, then only the window is rendered and Show more adds the next', async () => {
    network();
    const many = Array.from({ length: PRODUCT_WINDOW * 2 + 5 }, (_, i) => ({
      productCode: `P-${String(i).padStart(4, '0')}`,
      productName: `Product ${String(i).padStart(4, '0')}`,
    }));
    await seedReplica(many);
    renderList();
    await screen.findByRole('heading', { name: 'Product 0000' });
    expect(cards()).toHaveLength(PRODUCT_WINDOW);
    fireEvent.click(screen.getByRole('button', { name: /Show more/ }));
    expect(cards()).toHaveLength(PRODUCT_WINDOW * 2);
    fireEvent.change(screen.getByPlaceholderText('Search products...'), { target: { value: '0100' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('when the replica is empty, then No products found shows', async () => {
    network();
    await setReplicaStatus(true);
    renderList();
    await screen.findByText('No products found');
  });

  it('when a submission waits to sync, then its card shows at once with Waiting to sync and leads to its draft', async () => {
    network();
    await seedReplica(PRODUCTS);
    const draft = pendingDraft({});
    await db.drafts.put(draft);
    renderList();
    const card = await waitFor(() => {
      const found = document.querySelector('[data-product-code="NEW-1"]');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(card.textContent).toContain('Waiting to sync');
    expect(card.querySelector('a.button')?.getAttribute('href')).toBe(
      `/AdminDashboard/products/add?draft=${draft.id}`,
    );
    expect(cards()).toHaveLength(3);
  });

  it('when the server refused a submission, then the card stays with the reason and a way back into the draft', async () => {
    network();
    await seedReplica(PRODUCTS);
    await db.drafts.put(
      pendingDraft({
        state: 'rejected',
        submitSeq: null,
        rejection: { message: 'Product with productCode "NEW-1" already exists.', details: [] },
      }),
    );
    renderList();
    const card = await waitFor(() => {
      const found = document.querySelector('[data-product-code="NEW-1"]');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(card.getAttribute('data-pending')).toBe('rejected');
    expect(card.textContent).toContain('Product with productCode "NEW-1" already exists.');
    expect(screen.getByRole('link', { name: 'Fix draft' }).getAttribute('href')).toMatch(
      /^\/AdminDashboard\/products\//,
    );
  });

  it('when the landed product replaces the waiting one, then there is one card, not two', async () => {
    network();
    await seedReplica(PRODUCTS);
    const draft = pendingDraft({});
    await db.drafts.put(draft);
    renderList();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await act(() =>
      db.transaction('rw', db.drafts, db.products, async () => {
        await db.drafts.delete(draft.id);
        await db.products.put({
          productCode: 'NEW-1',
          productName: 'Zinc Guava',
          nameKey: 'zinc guava',
          productCategory: 'Minerals line',
          type: '',
          drying: '',
          excipients: '',
          bannerImage: null,
          version: 1,
          revision: 0,
          updatedAt: new Date().toISOString(),
        });
      }),
    );
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());
    expect(cards()).toHaveLength(3);
  });

  it('when a delete is confirmed and succeeds, then the card is removed', async () => {
    const fetch = network(new Response(null, { status: 204 }));
    await seedReplica(PRODUCTS);
    const confirm = stubDialog('confirm', true);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete SBOVZ-B12-TCBL?');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/products/SBOVZ-B12-TCBL',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('when a delete is not confirmed, then nothing is sent', async () => {
    const fetch = network();
    await seedReplica(PRODUCTS);
    stubDialog('confirm', false);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(fetch).not.toHaveBeenCalled();
    expect(cards()).toHaveLength(2);
  });

  it('when offline, then a delete is refused with a clear message and nothing is queued', async () => {
    const fetch = network();
    await seedReplica(PRODUCTS);
    const alert = stubDialog('alert', undefined);
    const confirm = stubDialog('confirm', true);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    act(() => setOnline(false));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(expect.stringContaining('You are offline')));
    expect(confirm).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
    expect(cards()).toHaveLength(2);
  });

  it.each([
    [403, 'You don’t have permission to delete this product.'],
    [401, 'You don’t have permission to delete this product.'],
    [500, 'Boom'],
  ])('when a delete answers %i, then the alert says so and the card stays', async (status, message) => {
    network(Response.json({ message: 'Boom' }, { status }));
    await seedReplica(PRODUCTS);
    stubDialog('confirm', true);
    const alert = stubDialog('alert', undefined);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(cards()).toHaveLength(2);
  });

  it('when the last pull went through, then the note says Up to date; offline it says when it last synced', async () => {
    network();
    await seedReplica(PRODUCTS);
    await setReplicaStatus(true, { now: Date.UTC(2026, 10, 20, 9, 30) });
    renderList();
    expect((await screen.findByTestId('sync-note')).textContent).toBe('Up to date');
    act(() => setOnline(false));
    await waitFor(() => expect(screen.getByTestId('sync-note').textContent).toMatch(/^Last synced /));
    expect(screen.queryByText(/Offline — showing/)).toBeNull();
  });
});
