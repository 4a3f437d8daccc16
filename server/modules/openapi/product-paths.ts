// The products, the catalogue's ingredients and processes, and the media in the OpenAPI document.
import { MEDIA_NAME, MEDIA_RENDITION_NAME, MEDIA_RENDITION_WIDTHS } from '../../../shared/media.ts';
import { draftIdHeader, ERRORS, error, idempotencyKey, json, ref, roles } from './parts.ts';
import { csvPaths } from './csv-paths.ts';

const productBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['product'],
        properties: {
          product: {
            type: 'string',
            description:
              'The product as JSON (ProductInput): a text field, or a file part typed application/json, ' +
              'text/plain or untyped.',
          },
          bannerImage: {
            type: 'string',
            format: 'binary',
            description: 'Optional image (PNG, JPEG, WebP, AVIF, GIF).',
          },
        },
      },
      encoding: { product: { contentType: 'application/json, text/plain, application/octet-stream' } },
    },
    'application/json': { schema: ref('ProductInput') },
  },
};

export const productPaths = {
  '/api/products': {
    get: {
      summary: 'List products',
      description: roles('staff'),
      security: [{ bearer: [] }],
      responses: {
        200: { description: 'Products', ...json({ type: 'array', items: ref('Product') }) },
        401: ERRORS[401],
      },
    },
    post: {
      summary: 'Create a product',
      description: roles('staff'),
      security: [{ bearer: [] }],
      parameters: [idempotencyKey, draftIdHeader],
      requestBody: productBody,
      responses: {
        201: { description: 'Created; ETag is the version', ...json(ref('Product')) },
        400: ERRORS[400],
        401: ERRORS[401],
        403: error('The code is a deleted product’s: only ADMIN or PRODUCT_MANAGER may bring it back.'),
        409: error('Key (productCode)=(X) already exists.'),
        413: error('Banner or body too large.'),
        415: error('Banner is not an accepted image.'),
        422: error('Idempotency-Key reused for another body.'),
      },
    },
  },
  ...csvPaths,
  '/api/products/count': {
    get: {
      summary: 'Number of products',
      description: roles('staff'),
      security: [{ bearer: [] }],
      responses: {
        200: { description: 'A plain number', ...json({ type: 'integer' }) },
        401: ERRORS[401],
      },
    },
  },
  '/api/products/{productCode}': {
    parameters: [{ name: 'productCode', in: 'path', required: true, schema: { type: 'string' } }],
    get: {
      summary: 'One product',
      description:
        'Anonymous callers get the public fields of public-area.md §3.3; staff get the full record with `version`.',
      security: [{}, { bearer: [] }],
      responses: {
        200: { description: 'The product; ETag is the version', ...json(ref('Product')) },
        404: error('Product not found.'),
      },
    },
    put: {
      summary: 'Update a product',
      description: `${roles('staff')} With If-Match, a stale version answers 409 VERSION_CONFLICT with \`current\`.`,
      security: [{ bearer: [] }],
      parameters: [
        idempotencyKey,
        { name: 'If-Match', in: 'header', required: false, schema: { type: 'string' } },
        draftIdHeader,
      ],
      requestBody: productBody,
      responses: {
        200: { description: 'Updated', ...json(ref('Product')) },
        400: ERRORS[400],
        401: ERRORS[401],
        404: error('Product not found.'),
        409: error('VERSION_CONFLICT, or REQUEST_IN_PROGRESS.'),
        422: error('Idempotency-Key reused for another body.'),
      },
    },
    delete: {
      summary: 'Delete a product and its links (not the shared ingredients and processes)',
      description: roles('deleteProducts'),
      security: [{ bearer: [] }],
      responses: {
        200: { description: 'Deleted' },
        401: ERRORS[401],
        403: ERRORS[403],
        404: error('Product not found.'),
      },
    },
  },
  '/api/ingredients': {
    get: {
      summary: 'All ingredients',
      description: roles('staff'),
      security: [{ bearer: [] }],
      responses: {
        200: { description: 'Ingredients', ...json({ type: 'array', items: ref('Ingredient') }) },
        401: ERRORS[401],
      },
    },
  },
  '/api/processes': {
    get: {
      summary: 'All processes',
      description: roles('staff'),
      security: [{ bearer: [] }],
      responses: {
        200: { description: 'Processes', ...json({ type: 'array', items: ref('Process') }) },
        401: ERRORS[401],
      },
    },
  },
  '/api/media': {
    post: {
      summary: 'Upload an image',
      description: `${roles('staff')} Checked by magic bytes, re-encoded, stored by SHA-256; the same image gives the same path.`,
      security: [{ bearer: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
      responses: {
        201: { description: 'Stored', ...json(ref('MediaUploadResult')) },
        400: ERRORS[400],
        401: ERRORS[401],
        413: error('Larger than 5 MB.'),
        415: error('Not an accepted image.'),
        503: error('With MEDIA_STORE=s3: the image bucket cannot be reached (Retry-After).'),
      },
    },
  },
  '/media/{file}': {
    get: {
      summary: 'A stored image, or a rendition of it (immutable, ETag)',
      description: `\`<sha256>.<ext>\` is the image as stored; \`<sha256>-<width>w.webp\` is it resized to at most ${MEDIA_RENDITION_WIDTHS.join(', ')} px wide, as WebP, for a srcset (not for a GIF).`,
      parameters: [
        {
          name: 'file',
          in: 'path',
          required: true,
          schema: {
            type: 'string',
            anyOf: [{ pattern: MEDIA_NAME.source }, { pattern: MEDIA_RENDITION_NAME.source }],
          },
        },
      ],
      responses: {
        200: { description: 'The image' },
        304: { description: 'Not modified' },
        404: error('No such image.'),
        503: error('With MEDIA_STORE=s3: the image bucket cannot be reached (Retry-After).'),
      },
    },
  },
};
