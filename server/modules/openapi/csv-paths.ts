// The product CSV of issue #35 in the OpenAPI document.
import { rolesWith } from '../../../shared/permissions.ts';
import { ERRORS, error, json, roles } from './parts.ts';

const report = {
  type: 'object',
  required: ['created', 'updated', 'unchanged', 'errors'],
  properties: {
    created: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['line', 'field', 'message'],
        properties: {
          line: { type: 'integer', description: 'The file’s record; the header is line 1.' },
          field: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
};

export const csvPaths = {
  '/api/products/export.csv': {
    get: {
      summary: 'The products as CSV',
      description: `${roles('staff')} A UTF-8 BOM, a header row of field keys in the order of the product's fields, one row per product; flags as true/false, lists and records as JSON in one cell.`,
      security: [{ bearer: [] }],
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: false,
          description: 'The list’s search: products whose name holds it.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        200: { description: 'The CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
        401: ERRORS[401],
      },
    },
  },
  '/api/products/import': {
    post: {
      summary: 'Import products from CSV',
      description: `${roles('staff')} Re-creating a deleted product's code needs ${rolesWith('deleteProducts').join(' or ')}. With dryRun=true nothing is written; otherwise every row is applied in one transaction, or none (422 with the report). At most 5 MB and 5,000 rows.`,
      security: [{ bearer: [] }],
      parameters: [{ name: 'dryRun', in: 'query', required: false, schema: { type: 'boolean' } }],
      requestBody: {
        required: true,
        content: {
          'text/csv': { schema: { type: 'string' } },
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      },
      responses: {
        200: { description: 'The report (applied unless dryRun)', ...json(report) },
        400: error('Not a product CSV: no header row, binary, or more than 5,000 rows.'),
        401: ERRORS[401],
        413: error('The file is larger than 5 MB.'),
        422: { description: 'A row has errors; nothing was written', ...json(report) },
      },
    },
  },
};
