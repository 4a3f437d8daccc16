import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import { PRODUCT_FIELDS } from '../../shared/product-fields.ts';
import { apiClient } from '../setup/api-client.ts';

const ENDPOINTS: [string, string][] = [
  ['post', '/admin/login'],
  ['post', '/admin/logout'],
  ['post', '/api/me/password'],
  ['get', '/api/users'],
  ['post', '/api/users'],
  ['put', '/api/users/{id}'],
  ['delete', '/api/users/{id}'],
  ['get', '/api/users/count'],
  ['get', '/api/products'],
  ['get', '/api/products/count'],
  ['get', '/api/products/{productCode}'],
  ['post', '/api/products'],
  ['put', '/api/products/{productCode}'],
  ['delete', '/api/products/{productCode}'],
  ['get', '/api/products/{productCode}/history'],
  ['get', '/api/products/{productCode}/history/{version}'],
  ['post', '/api/products/{productCode}/history/{version}/restore'],
  ['get', '/api/audit'],
  ['get', '/api/ingredients'],
  ['get', '/api/processes'],
  ['post', '/api/media'],
  ['get', '/api/drafts'],
  ['get', '/api/drafts/{id}'],
  ['put', '/api/drafts/{id}'],
  ['delete', '/api/drafts/{id}'],
];

describe('GET /api/openapi.json', () => {
  const { app } = useTestApp();
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
  };

  beforeAll(async () => {
    const res = await apiClient(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as typeof doc;
  });

  it('when fetched, then it is OpenAPI 3.1 and describes every endpoint of the API', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const [method, path] of ENDPOINTS)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
  });

  it('when a $ref is followed, then it leads to a part of the document (none dangles)', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const target of refs) {
      expect(target, target).toMatch(/^#\//);
      const found = target
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(found, target).toBeDefined();
    }
  });

  it('when its schemas are read, then they come from the shared zod schemas (required fields, every product field)', () => {
    expect(doc.components.schemas.ProductInput?.required).toEqual(
      expect.arrayContaining(['productCode', 'productName', 'ingredients', 'processes']),
    );
    expect(Object.keys(doc.components.schemas.ProductInput?.properties ?? {})).toEqual(
      expect.arrayContaining(['allergenInformation', 'activeCellularNutrition', 'toxicity', 'bannerImage']),
    );
    expect(doc.components.schemas.UserCreate?.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password']),
    );
    expect(doc.components.schemas.Product?.properties).toHaveProperty('version');
    expect(doc.components.schemas.DraftPush?.required).toEqual(['baseRevision', 'changeId', 'draft']);
    expect(doc.components.schemas.ServerDraft?.required).toEqual(
      expect.arrayContaining(['id', 'revision', 'deleted', 'mode', 'data', 'bannerImage']),
    );
  });

  it('when a product field is read, then its title is the label of the shared field table', () => {
    type Property = { title?: string; anyOf?: { items?: { properties?: Record<string, Property> } }[] };
    const { ProductInput, Product, Ingredient, Process } = doc.components.schemas as Record<
      string,
      { properties?: Record<string, Property> }
    >;
    for (const [name, meta] of Object.entries(PRODUCT_FIELDS)) {
      expect(ProductInput?.properties?.[name]?.title, name).toBe(meta.label);
      expect(Product?.properties?.[name]?.title, name).toBe(meta.label);
    }
    expect(ProductInput?.properties?.qcafMonitored?.title).toBe('QCAF Monitored');
    const allergenRow = ProductInput?.properties?.allergenInformation?.anyOf?.find((a) => a.items)?.items;
    expect(allergenRow?.properties?.inProduct?.title).toBe('In Product');
    expect(Ingredient?.properties?.rmCode?.title).toBe('RM Code');
    expect(Process?.properties?.references?.title).toBe('References (URL or text)');
  });
});
