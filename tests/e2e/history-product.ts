// A product with two versions, made through the API: its history has rows, Compare and Restore to lay out.
import { expect, type APIRequestContext } from '@playwright/test';

export async function productWithTwoVersions(
  request: APIRequestContext,
  token: string,
  code: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  if ((await request.get(`/api/products/${code}`, { headers })).ok()) return;
  const product = {
    productCode: code,
    productName: 'A product with a long name to lay out on a phone screen',
    productDescription: 'First version of a description long enough to wrap over several lines on a phone.',
    ingredients: [
      { ingredientCode: `ING-${code}`, commonName: 'Guava leaf', scientificName: 'Psidium guajava' },
    ],
    processes: [{ processCode: `PRC-${code}`, processDescription: 'Aqueous extraction' }],
  };
  expect((await request.post('/api/products', { data: product, headers })).ok()).toBe(true);
  const current = await (await request.get(`/api/products/${code}`, { headers })).json();
  const changed = {
    ...current,
    productDescription: 'Second version, with other words in it.',
    form: 'Granules',
  };
  expect((await request.put(`/api/products/${code}`, { data: changed, headers })).ok()).toBe(true);
}
