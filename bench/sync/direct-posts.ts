// The reference for the sync: the same kind of products, each POSTed once from Node with its banner in the
// spec's multipart body (a `product` JSON part and a `bannerImage` file), one after another as the engine
// sends them. No outbox, no draft copy on the server, no IndexedDB: the floor of one request per product.
import type { ProductInput } from '../../shared/product.ts';
import { productForm } from '../../tests/factories/products.ts';
import type { Session } from '../frontend/built-server.ts';

export async function postDirectly(
  url: string,
  session: Session,
  products: { product: ProductInput; banner: Buffer }[],
): Promise<number> {
  const started = performance.now();
  for (const { product, banner } of products) {
    const res = await fetch(`${url}/api/products`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.token}`,
        'Idempotency-Key': `direct:${product.productCode}`,
      },
      body: productForm(product, { bytes: banner, type: 'image/jpeg', name: `${product.productCode}.jpg` }),
    });
    if (res.status !== 201) throw new Error(`POST ${product.productCode}: ${res.status} ${await res.text()}`);
  }
  return performance.now() - started;
}

/** The product codes on the server that start with `prefix`, as listed to staff (duplicates kept). */
export async function serverCodes(url: string, session: Session, prefix: string): Promise<string[]> {
  const res = await fetch(`${url}/api/products`, { headers: { Authorization: `Bearer ${session.token}` } });
  if (!res.ok) throw new Error(`GET /api/products: ${res.status}`);
  const products = (await res.json()) as { productCode: string }[];
  return products.map((p) => p.productCode).filter((c) => c.startsWith(prefix));
}

/** The owner's drafts the server still holds (not discarded). */
export async function serverDrafts(url: string, session: Session): Promise<number> {
  const res = await fetch(`${url}/api/drafts?since=0`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  if (!res.ok) throw new Error(`GET /api/drafts: ${res.status}`);
  const body = (await res.json()) as { drafts: { deleted?: boolean }[] };
  return body.drafts.filter((d) => !d.deleted).length;
}
