import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WARM_STAMP_KEY, warmCatalogue } from './warm-catalogue.ts';

/** A service worker container whose controller arrives when the test says so. */
function fakeServiceWorker(controlled: boolean) {
  const target = new EventTarget() as EventTarget & { controller: object | null };
  target.controller = controlled ? {} : null;
  return {
    sw: target as unknown as ServiceWorkerContainer,
    takeControl() {
      target.controller = {};
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.catalogueWarm;
  // A signed-in staff member: the warm-up must still ask anonymously.
  localStorage.setItem('token', 'staff-token');
  fetchMock = vi.fn((url: string) => {
    if (url.startsWith('/api/products/')) {
      const code = decodeURIComponent(url.slice('/api/products/'.length));
      if (code === 'GONE') return Promise.resolve(json({ message: 'Product not found' }, 404));
      return Promise.resolve(json({ productCode: code, bannerImage: `/media/${code.toLowerCase()}.webp` }));
    }
    return Promise.resolve(new Response(new Blob(['image-bytes']), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const fetchedUrls = () => fetchMock.mock.calls.map(([url]) => url as string);

describe('warmCatalogue', () => {
  it('when the service worker takes control, then every product and its banner are fetched without a token, and the page is marked warm', async () => {
    const { sw, takeControl } = fakeServiceWorker(false);
    const run = warmCatalogue({ version: 'v1', sw, codes: ['A-1', 'B 2', 'GONE'] });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();

    takeControl();
    await expect(run).resolves.toBe('done');
    expect(fetchedUrls().sort()).toEqual(
      [
        '/api/products/A-1',
        '/api/products/B%202',
        '/api/products/GONE',
        '/media/a-1.webp',
        '/media/b 2.webp',
      ].sort(),
    );
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers((init as RequestInit | undefined)?.headers).has('Authorization')).toBe(false);
    }
    expect(document.documentElement.dataset.catalogueWarm).toBe('done');
    expect(localStorage.getItem(WARM_STAMP_KEY)).toBe('v1');
  });

  it('when this version is already warm, then nothing is fetched again; a new version warms again', async () => {
    const { sw } = fakeServiceWorker(true);
    await warmCatalogue({ version: 'v1', sw, codes: ['A-1'] });
    fetchMock.mockClear();

    await expect(warmCatalogue({ version: 'v1', sw, codes: ['A-1'] })).resolves.toBe('done');
    expect(fetchMock).not.toHaveBeenCalled();

    await warmCatalogue({ version: 'v2', sw, codes: ['A-1'] });
    expect(fetchedUrls()).toEqual(['/api/products/A-1', '/media/a-1.webp']);
  });

  it('when a fetch fails, then the run is incomplete and leaves no stamp, so the next start tries again', async () => {
    const { sw } = fakeServiceWorker(true);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(warmCatalogue({ version: 'v1', sw, codes: ['A-1', 'B-2'] })).resolves.toBe('incomplete');
    expect(document.documentElement.dataset.catalogueWarm).toBe('incomplete');
    expect(localStorage.getItem(WARM_STAMP_KEY)).toBeNull();
  });

  it('when a banner is a stored image with renditions, then it is loaded with the product page’s srcset and sizes, and a failed one leaves the run incomplete', async () => {
    const sha = (c: string) => c.repeat(64);
    fetchMock.mockImplementation((url: string) => {
      const code = decodeURIComponent(url.slice('/api/products/'.length));
      return Promise.resolve(json({ productCode: code, bannerImage: `/media/${sha(code)}.png` }));
    });
    const loaded: { src: string; srcset: string; sizes: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        srcset = '';
        sizes = '';
        fetchPriority = '';
        decode() {
          loaded.push({
            src: this.src,
            srcset: this.srcset,
            sizes: this.sizes,
            fetchPriority: this.fetchPriority,
          });
          return this.src.includes(sha('f')) ? Promise.reject(new Error('EncodingError')) : Promise.resolve();
        }
      },
    );
    const { sw } = fakeServiceWorker(true);
    await expect(warmCatalogue({ version: 'v1', sw, codes: ['a'] })).resolves.toBe('done');
    expect(fetchedUrls()).toEqual(['/api/products/a']);
    expect(loaded).toEqual([
      {
        src: `/media/${sha('a')}.png`,
        srcset: [480, 720, 960].map((w) => `/media/${sha('a')}-${w}w.webp ${w}w`).join(', '),
        sizes: '(max-width: 800px) calc(100vw - 2rem), 460px',
        fetchPriority: 'low',
      },
    ]);
    await expect(warmCatalogue({ version: 'v2', sw, codes: ['a', 'f'] })).resolves.toBe('incomplete');
    expect(localStorage.getItem(WARM_STAMP_KEY)).toBe('v1');
  });

  it('when there is no service worker, then nothing is fetched', async () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'serviceWorker');
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { configurable: true, value: undefined });
    try {
      await expect(warmCatalogue({ version: 'v1', codes: ['A-1'] })).resolves.toBeUndefined();
    } finally {
      if (original) Object.defineProperty(Navigator.prototype, 'serviceWorker', original);
      else delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
