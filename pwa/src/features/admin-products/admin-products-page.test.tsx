import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db.ts';
import { AdminProductsPage } from './admin-products-page.tsx';

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
      { path: '/login', element: <h1>Login target</h1> },
    ],
    { initialEntries: ['/AdminDashboard/products'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function answer(...responses: Response[]) {
  const fetch = vi.fn();
  for (const r of responses) fetch.mockResolvedValueOnce(r);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** happy-dom has no alert or confirm; the page calls window's. */
function stubDialog<T>(name: 'alert' | 'confirm', result: T) {
  const fn = vi.fn(() => result);
  Object.defineProperty(window, name, { value: fn, configurable: true, writable: true });
  return fn;
}

const cards = () => document.querySelectorAll('.product-card');

beforeEach(() => {
  localStorage.setItem('token', 't0ken');
  localStorage.setItem('role', 'ADMIN');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await db.mirrors.clear();
});

/** Loads the list once online, so its copy is saved for offline use, and unmounts the page. */
async function visitOnline() {
  answer(Response.json(PRODUCTS));
  renderList();
  await screen.findByRole('heading', { name: 'B12-Corrinoids' });
  await vi.waitFor(async () => expect(await db.mirrors.get('/api/products')).toBeTruthy());
  cleanup();
  vi.unstubAllGlobals();
}

describe('AdminProductsPage', () => {
  it('when the list loads, then a card per product shows its facts, image or No Image, and links', async () => {
    const fetch = answer(Response.json(PRODUCTS));
    renderList();
    expect(screen.getByText('Loading products...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'B12-Corrinoids' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/products',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer t0ken' }) }),
    );
    expect(cards()).toHaveLength(2);
    expect(screen.queryByText('Loading products...')).toBeNull();
    for (const text of ['SBOVZ-C-AMLA', 'Immunity line', 'Freeze dried', 'Rice hulls', 'No Image'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(document.querySelector('.product-card img')?.getAttribute('src')).toBe(PRODUCTS[0]!.bannerImage);
    expect(screen.getByRole('link', { name: 'View B12-Corrinoids' }).getAttribute('href')).toBe(
      '/AdminDashboard/products/SBOVZ-B12-TCBL',
    );
    expect(screen.getAllByRole('link', { name: 'Edit' })[1]!.getAttribute('href')).toBe(
      '/AdminDashboard/products/SBOVZ-C-AMLA/edit',
    );
    expect(screen.getByRole('link', { name: '+ Add Product' }).getAttribute('href')).toBe(
      '/AdminDashboard/products/add',
    );
  });

  it('when a name is searched, then only matching cards stay, and No products found when none match', async () => {
    answer(Response.json(PRODUCTS));
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    const search = screen.getByPlaceholderText('Search products...');
    fireEvent.change(search, { target: { value: 'amla' } });
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Vitamin C Amla' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'zinc' } });
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No products found')).toBeTruthy();
  });

  it('when the API has no products, then No products found shows', async () => {
    answer(Response.json([]));
    renderList();
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it.each([401, 403])(
    'when the list answers %i, then the session alert shows and /login opens',
    async (status) => {
      answer(Response.json({ message: 'nope' }, { status }));
      const alert = stubDialog('alert', undefined);
      const router = renderList();
      expect(await screen.findByRole('heading', { name: 'Login target' })).toBeTruthy();
      expect(alert).toHaveBeenCalledWith('Session expired. Please login again.');
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('when a delete is confirmed and succeeds, then the card is removed', async () => {
    const fetch = answer(Response.json(PRODUCTS), new Response(null, { status: 204 }));
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
    const fetch = answer(Response.json(PRODUCTS));
    stubDialog('confirm', false);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cards()).toHaveLength(2);
  });

  it.each([
    [403, { message: 'Forbidden' }, 'You don’t have permission to delete this product.'],
    [401, { message: 'Unauthorized' }, 'You don’t have permission to delete this product.'],
    [500, { message: 'An unexpected error occurred.' }, 'An unexpected error occurred.'],
  ])('when a delete answers %i, then the alert says so and the card stays', async (status, body, text) => {
    answer(Response.json(PRODUCTS), Response.json(body, { status }));
    stubDialog('confirm', true);
    const alert = stubDialog('alert', undefined);
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(text));
    expect(cards()).toHaveLength(2);
  });

  it('when the list loads online, then no offline note shows', async () => {
    answer(Response.json(PRODUCTS));
    renderList();
    await screen.findByRole('heading', { name: 'B12-Corrinoids' });
    expect(screen.queryByText(/^Offline/)).toBeNull();
  });

  it.each([
    ['the network is gone', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 503', () => Promise.resolve(Response.json({ message: 'down' }, { status: 503 }))],
  ])(
    'when the list was seen once and then %s, then the saved cards show with the offline note',
    async (_, fail) => {
      await visitOnline();
      vi.stubGlobal('fetch', vi.fn(fail));
      renderList();
      expect(await screen.findByRole('heading', { name: 'B12-Corrinoids' })).toBeTruthy();
      expect(cards()).toHaveLength(2);
      const note = screen.getByText(/^Offline — showing the list saved on /);
      expect(note.getAttribute('role')).toBe('status');
      expect(note.textContent).toMatch(/\.$/);
      expect(note.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    },
  );

  it('when the network is gone and no list was saved, then the error shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
    expect(cards()).toHaveLength(0);
  });

  it('when a list was saved and the server then answers 401, then the session alert still shows', async () => {
    await visitOnline();
    answer(Response.json({ message: 'nope' }, { status: 401 }));
    const alert = stubDialog('alert', undefined);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Login target' })).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Session expired. Please login again.');
  });
});
