// Issue #35 §1–2: the product CSV export and import (dry run, all-or-nothing apply, roles, limits).
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../shared/audit.ts';
import type { ProductHistory } from '../../shared/history.ts';
import type { Product } from '../../shared/product.ts';
import { CSV_COLUMNS, type CsvReport } from '../../shared/product-csv.ts';
import type { SyncPage } from '../../shared/sync.ts';
import { productInput } from '../factories/products.ts';
import type { TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { useUsers } from '../setup/use-users.ts';

describe('product CSV export and import', () => {
  const { database, app } = useTestApp();
  const { admin, manager, curator } = useUsers(database, {
    admin: 'ADMIN',
    manager: 'PRODUCT_MANAGER',
    curator: 'DATA_CURATOR',
  });

  const create = async (code: string, name: string) => {
    const res = await apiClient(app, manager).post('/api/products', {
      json: productInput({
        productCode: code,
        productName: name,
        actives: [{ assay: 'Vitamin C, "natural"', specification: '≥ 5 %', assayMethod: 'HPLC' }],
        heavyMetals: [{ metal: 'Lead', specification: '< 1 ppm\nby ICP', method: 'ICP-MS' }],
        organicStewardship: true,
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Product;
  };
  const exportCsv = async (q: string, user: TestUser = curator) => {
    const res = await apiClient(app, user).get(`/api/products/export.csv?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  };
  const importCsv = async (csv: string, dryRun: boolean, user: TestUser = manager) => {
    const res = await apiClient(app, user).post(`/api/products/import${dryRun ? '?dryRun=true' : ''}`, {
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
    });
    return { status: res.status, body: (await res.json()) as CsvReport & { message?: string } };
  };
  /** The file with cells changed: `edit` gets each data row as an object by column. */
  const edited = (csv: string, edit: (row: Record<string, string>) => void) => {
    const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    parsed.data.forEach(edit);
    return Papa.unparse(parsed.data, { columns: parsed.meta.fields! });
  };

  it('exports staff-only CSV with a BOM, the header of field keys and the list’s search as a filter', async () => {
    await create('CSVX-1', 'Csvexport Amla');
    await create('CSVX-2', 'Csvexport Moringa');
    await create('CSVX-3', 'Other thing');
    const { res, bytes, text } = await exportCsv('csvexport');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(CSV_COLUMNS);
    expect(rows[0]!.slice(0, 2)).toEqual(['productCode', 'productName']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['CSVX-1', 'CSVX-2']);
    const actives = JSON.parse(rows[1]![CSV_COLUMNS.indexOf('actives')]!) as unknown[];
    expect(actives).toEqual([{ assay: 'Vitamin C, "natural"', specification: '≥ 5 %', assayMethod: 'HPLC' }]);
    expect((await apiClient(app).get('/api/products/export.csv')).status).toBe(401);
  });

  it('round-trips losslessly: an exported file is all unchanged, dry run or applied', async () => {
    await create('CSVR-1', 'Csvround One');
    await create('CSVR-2', 'Csvround Two');
    const { text } = await exportCsv('csvround');
    expect((await importCsv(text, true)).body).toEqual({ created: 0, updated: 0, unchanged: 2, errors: [] });
    const applied = await importCsv(text, false);
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ created: 0, updated: 0, unchanged: 2, errors: [] });
    const history = (await (
      await apiClient(app, curator).get('/api/products/CSVR-1/history')
    ).json()) as ProductHistory;
    expect(history.entries).toHaveLength(1);
  });

  it('applies two edited cells and a new row like a wizard save: history, audit, change feed; twice changes nothing', async () => {
    await create('CSVE-1', 'Csvedit One');
    await create('CSVE-2', 'Csvedit Two');
    const before = (await (
      await apiClient(app, manager).get('/api/sync/products?since=0')
    ).json()) as SyncPage;
    const { text } = await exportCsv('csvedit');
    let csv = edited(text, (row) => {
      if (row.productCode === 'CSVE-2') {
        row.origin = 'Kerala, India';
        row.heavyMetals = JSON.stringify([{ metal: 'Arsenic', specification: '< 0.5 ppm', method: 'ICP' }]);
      }
    });
    const newRow = Papa.unparse([
      CSV_COLUMNS.map((c) =>
        c === 'productCode'
          ? 'CSVE-3'
          : c === 'productName'
            ? 'Csvedit Three'
            : (Papa.parse<string[]>(csv).data[1]![CSV_COLUMNS.indexOf(c)] ?? ''),
      ),
    ]);
    csv = `${csv}\r\n${newRow}`;
    const dry = await importCsv(csv, true);
    expect(dry.body).toEqual({ created: 1, updated: 1, unchanged: 1, errors: [] });
    expect((await apiClient(app, curator).get('/api/products/CSVE-3')).status).toBe(404);

    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ created: 1, updated: 1, unchanged: 1, errors: [] });
    const product = (await (await apiClient(app, curator).get('/api/products/CSVE-2')).json()) as Product;
    expect(product.origin).toBe('Kerala, India');
    expect(product.heavyMetals).toEqual([{ metal: 'Arsenic', specification: '< 0.5 ppm', method: 'ICP' }]);
    expect(product.version).toBe(2);
    const history = (await (
      await apiClient(app, curator).get('/api/products/CSVE-2/history')
    ).json()) as ProductHistory;
    expect(history.entries.map((e) => e.action)).toEqual(['changed', 'created']);
    const audit = (await (
      await apiClient(app, admin).get('/api/audit?kind=product.changed')
    ).json()) as AuditPage;
    expect(audit.events.find((e) => e.subject === 'CSVE-2')?.details.fields).toEqual([
      'origin',
      'heavyMetals',
    ]);
    const feed = (await (
      await apiClient(app, manager).get(`/api/sync/products?since=${before.cursor}`)
    ).json()) as SyncPage;
    const codes = (feed.items as { productCode: string }[]).map((i) => i.productCode);
    expect(codes).toEqual(expect.arrayContaining(['CSVE-2', 'CSVE-3']));
    expect(codes).not.toContain('CSVE-1');

    expect((await importCsv(csv, false)).body).toEqual({ created: 0, updated: 0, unchanged: 3, errors: [] });
  });

  it('refuses a file with a bad row: 422 with line and field, and nothing is written', async () => {
    await create('CSVB-1', 'Csvbad One');
    await create('CSVB-2', 'Csvbad Two');
    const { text } = await exportCsv('csvbad');
    const csv = edited(text, (row) => {
      if (row.productCode === 'CSVB-1') row.productName = 'Csvbad Renamed';
      if (row.productCode === 'CSVB-2') {
        row.productName = '  ';
        row.igar = 'maybe';
      }
    });
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    const expected = [
      { line: 3, field: 'igar', message: 'Must be true or false' },
      { line: 3, field: 'productName', message: 'Product Name is required' },
    ];
    expect(dry.body.errors).toEqual(expected);
    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(422);
    expect(applied.body.errors).toEqual(expected);
    const one = (await (await apiClient(app, curator).get('/api/products/CSVB-1')).json()) as Product;
    expect(one.productName).toBe('Csvbad One');
    expect(one.version).toBe(1);
  });

  it('treats a deleted product’s code as a restore: a DATA_CURATOR gets an error, a PRODUCT_MANAGER brings it back', async () => {
    await create('CSVD-1', 'Csvdeleted One');
    const { text } = await exportCsv('csvdeleted');
    expect((await apiClient(app, manager).delete('/api/products/CSVD-1')).status).toBe(200);
    const refused = await importCsv(text, false, curator);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ line: 2, field: 'productCode' })]);
    expect((await apiClient(app, curator).get('/api/products/CSVD-1')).status).toBe(404);
    const back = await importCsv(text, false, manager);
    expect(back.body).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [] });
  });

  it('takes the file as a multipart part `file`', async () => {
    await create('CSVM-1', 'Csvmultipart One');
    const { text } = await exportCsv('csvmultipart');
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
    const res = await apiClient(app, manager).post('/api/products/import?dryRun=true', { body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ created: 0, updated: 0, unchanged: 1, errors: [] });
  });

  it('answers 401 without a valid token (every signed-in role is staff)', async () => {
    expect(
      (
        await apiClient(app).post('/api/products/import', {
          body: 'productCode\r\n',
          headers: { 'Content-Type': 'text/csv' },
        })
      ).status,
    ).toBe(401);
    expect((await apiClient(app, 'not-a-token').get('/api/products/export.csv')).status).toBe(401);
  });

  it('refuses a file over 5 MB (413), over 5,000 rows, binary garbage and a file without a header row (400)', async () => {
    const big = await importCsv(`productCode,productName\r\n${'X,'.padEnd(5 * 1024 * 1024 + 10, 'y')}`, true);
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/5 MB/);
    const many = await importCsv(
      `productCode,productName\r\n${Array.from({ length: 5001 }, (_, i) => `M-${i},Name ${i}`).join('\r\n')}`,
      true,
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/5000/);
    const binary = await apiClient(app, manager).post('/api/products/import?dryRun=true', {
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0xfe, 0x00, 0x01]),
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(binary.status).toBe(400);
    expect(((await binary.json()) as { message: string }).message).toMatch(/not a CSV/);
    const headless = await importCsv('CSVH-1,Some name,true\r\n', false);
    expect(headless.status).toBe(400);
    expect(headless.body.message).toMatch(/header row/);
    expect((await importCsv('', true)).status).toBe(400);
  });
});
