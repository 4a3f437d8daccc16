// The spec's multipart product body as a browser's own FormData sends it (issue #12 §1): the 'product'
// part as a Blob typed application/json and as an untyped Blob, with and without a banner drawn on a
// canvas, for POST and PUT. What a third-party web client written from admin-area.md §7 does.
import { expect, test } from './fixtures.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

interface Sent {
  status: number;
  body: { productCode?: string; productName?: string; version?: number; bannerImage?: string | null };
}

for (const [label, type] of [
  ['a Blob typed application/json', 'application/json'],
  ['an untyped Blob', ''],
] as const) {
  for (const banner of [false, true]) {
    test(`when the browser's FormData sends the 'product' part as ${label} (banner: ${banner}), then POST creates and PUT changes the product`, async ({
      page,
      newStaff,
    }) => {
      const manager = await newStaff('PRODUCT_MANAGER');
      await page.goto('/About');
      const code = `E2E-MP-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const [created, changed] = await page.evaluate(
        async ({ token, code, type, banner }): Promise<[Sent, Sent]> => {
          const canvasPng = async () => {
            const canvas = document.createElement('canvas');
            canvas.width = 60;
            canvas.height = 30;
            const context = canvas.getContext('2d')!;
            context.fillStyle = '#68A637';
            context.fillRect(0, 0, 60, 30);
            return new Promise<Blob>((done) => canvas.toBlob((blob) => done(blob!), 'image/png'));
          };
          const product = {
            productCode: code,
            productName: 'Browser FormData product',
            productDescription: 'Sent the way admin-area.md §7 describes.',
            ingredients: [
              {
                ingredientCode: `ING-${code}`,
                commonName: 'Acerola',
                scientificName: 'Malpighia emarginata',
              },
            ],
            processes: [{ processCode: `PRC-${code}`, processDescription: 'Cold-pressed and freeze-dried' }],
          };
          const send = async (method: string, path: string, body: typeof product) => {
            const form = new FormData();
            const json = JSON.stringify(body);
            form.append('product', type ? new Blob([json], { type }) : new Blob([json]));
            if (banner) form.append('bannerImage', await canvasPng(), 'banner.png');
            const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
            if (method === 'PUT') headers['If-Match'] = '"1"';
            const res = await fetch(path, { method, headers, body: form });
            return { status: res.status, body: await res.json() };
          };
          const first = await send('POST', '/api/products', product);
          const second = await send('PUT', `/api/products/${code}`, {
            ...product,
            productName: 'Changed by the browser',
          });
          return [first, second];
        },
        { token: manager.token, code, type, banner },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ productCode: code, version: 1 });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ productName: 'Changed by the browser', version: 2 });
      if (banner) expect(changed.body.bannerImage).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
      else expect(changed.body.bannerImage ?? null).toBeNull();
    });
  }
}
