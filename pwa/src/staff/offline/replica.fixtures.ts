// For PWA unit tests: fills the replica as a pull would, from partial products; and the set-up of a staff
// screen's tests around it.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Product } from '../../../../shared/product.ts';
import type { SyncProduct } from '../../../../shared/sync.ts';
import { db } from './db.ts';
import { applyProducts } from './replica.ts';

let revision = 0;

export function syncProduct(p: Partial<Product> & Pick<Product, 'productCode' | 'productName'>): SyncProduct {
  revision += 1;
  return {
    version: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    bannerImage: null,
    ingredients: [],
    processes: [],
    ...p,
    revision,
  } as SyncProduct;
}

/** Puts these products in the replica as one feed page would. */
export async function seedReplica(
  products: (Partial<Product> & Pick<Product, 'productCode' | 'productName'>)[],
) {
  const items = products.map(syncProduct);
  await applyProducts(items, [], String(revision));
  return items;
}

export async function clearDatabase(): Promise<void> {
  await Promise.all(db.tables.map((t) => t.clear()));
}

/** For a staff screen's tests: ana is signed in as ADMIN before each; after each the page, the stubs and
 * mocks, the session and the device's database are cleared. */
export function signedInAdminEachTest(): void {
  beforeEach(() => {
    localStorage.setItem('token', 't0ken');
    localStorage.setItem('username', 'ana');
    localStorage.setItem('role', 'ADMIN');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    await clearDatabase();
  });
}
