// The OpenAPI 3.1 description of the API, with its schemas generated from the shared zod schemas, so the
// reference cannot drift from what the server validates.
import { loginRequestSchema } from '../../../shared/auth.ts';
import { changePasswordSchema } from '../../../shared/password-policy.ts';
import { healthSchema } from '../../../shared/health.ts';
import { ingredientSchema } from '../../../shared/ingredient.ts';
import {
  MEDIA_NAME,
  MEDIA_RENDITION_NAME,
  MEDIA_RENDITION_WIDTHS,
  mediaUploadResultSchema,
} from '../../../shared/media.ts';
import { processSchema } from '../../../shared/process.ts';
import { productInputSchema } from '../../../shared/product.ts';
import { INGREDIENT_FIELDS, PROCESS_FIELDS, PRODUCT_FIELDS } from '../../../shared/product-fields.ts';
import { ROLES } from '../../../shared/roles.ts';
import { userCreateSchema, userUpdateSchema } from '../../../shared/user.ts';
import { draftPaths, draftSchemas } from './draft-paths.ts';
import { historyPaths, historySchemas } from './history-paths.ts';
import { csvPaths } from './csv-paths.ts';
import { syncPaths, syncSchemas } from './sync-paths.ts';
import {
  draftIdHeader,
  ERRORS,
  error,
  idempotencyKey,
  json,
  ref,
  roles,
  schema,
  titled,
  type Json,
} from './parts.ts';

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

export function buildOpenApiDocument(): Json {
  const product = { ...schema(productInputSchema, 'output') } as Json & {
    properties: Json;
    required?: string[];
  };
  product.properties = {
    ...product.properties,
    bannerImage: { type: ['string', 'null'] },
    version: { type: 'integer', minimum: 1 },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Veda Vitals catalogue API',
      version: '1.0.0',
      description:
        'Staff sign-in, users, products, ingredients, processes, media and synced wizard drafts. Errors share one body: `{ message, code, errors? }`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
        Health: schema(healthSchema, 'output'),
        LoginRequest: schema(loginRequestSchema),
        ChangePassword: schema(changePasswordSchema()),
        LoginResponse: {
          type: 'object',
          required: ['token', 'jwt', 'username', 'role'],
          properties: {
            token: { type: 'string' },
            jwt: { type: 'string' },
            username: { type: 'string' },
            role: { enum: [...ROLES] },
          },
        },
        User: {
          type: 'object',
          required: ['id', 'username', 'email', 'role'],
          properties: {
            id: { type: 'integer' },
            username: { type: 'string' },
            email: { type: 'string' },
            role: { enum: [...ROLES] },
          },
        },
        UserCreate: schema(userCreateSchema),
        UserUpdate: schema(userUpdateSchema),
        ProductInput: titled(schema(productInputSchema), PRODUCT_FIELDS),
        Product: titled(product, PRODUCT_FIELDS),
        Ingredient: titled(schema(ingredientSchema, 'output'), INGREDIENT_FIELDS),
        Process: titled(schema(processSchema, 'output'), PROCESS_FIELDS),
        MediaUploadResult: schema(mediaUploadResultSchema, 'output'),
        ...draftSchemas(),
        ...syncSchemas(),
        ...historySchemas(),
      },
    },
    paths: {
      '/api/health': {
        get: {
          summary: 'Server and database health',
          responses: {
            200: { description: 'Healthy', ...json(ref('Health')) },
            503: { description: 'Database down', ...json(ref('Health')) },
          },
        },
      },
      '/admin/login': {
        post: {
          summary: 'Staff sign-in',
          requestBody: { required: true, ...json(ref('LoginRequest')) },
          responses: {
            200: { description: 'Signed in', ...json(ref('LoginResponse')) },
            400: ERRORS[400],
            401: error('Invalid email or password.'),
            429: error(
              'Too many attempts (5 per email and address in 15 min, then blocks that double; 30 per address; 100 per email per hour); see Retry-After.',
            ),
          },
        },
      },
      '/admin/logout': {
        post: {
          summary: 'Sign out everywhere: ends every token of the caller',
          description: `${roles('staff')} Bumps the caller's token version, so this and every other token of theirs answers 401 from now on.`,
          security: [{ bearer: [] }],
          responses: {
            204: { description: 'Signed out' },
            401: ERRORS[401],
          },
        },
      },
      '/api/me/password': {
        post: {
          summary: 'Change one’s own password',
          description: `${roles('staff')} The current password is required. The new one is 12 to 128 characters and not a common password. Ends every other token of the caller and answers a fresh one. Counts against the sign-in throttle.`,
          security: [{ bearer: [] }],
          requestBody: { required: true, ...json(ref('ChangePassword')) },
          responses: {
            200: { description: 'Changed; a fresh token for this session', ...json(ref('LoginResponse')) },
            400: error(
              'The current password is not correct, or the new one breaks the policy (`errors[]` says why).',
            ),
            401: ERRORS[401],
            429: error('Too many attempts; see Retry-After.'),
          },
        },
      },
      '/api/users': {
        get: {
          summary: 'List users',
          description: roles('manageUsers'),
          security: [{ bearer: [] }],
          responses: {
            200: {
              description: 'Users, never with passwords',
              ...json({ type: 'array', items: ref('User') }),
            },
            401: ERRORS[401],
            403: ERRORS[403],
          },
        },
        post: {
          summary: 'Add a user',
          description: roles('manageUsers'),
          security: [{ bearer: [] }],
          requestBody: { required: true, ...json(ref('UserCreate')) },
          responses: {
            200: { description: 'Added', ...json(ref('User')) },
            400: ERRORS[400],
            401: ERRORS[401],
            403: ERRORS[403],
            409: error('Email or username taken.'),
          },
        },
      },
      '/api/users/count': {
        get: {
          summary: 'Number of users',
          description: roles('readUserCount'),
          security: [{ bearer: [] }],
          responses: {
            200: { description: 'A plain number', ...json({ type: 'integer' }) },
            401: ERRORS[401],
            403: ERRORS[403],
          },
        },
      },
      '/api/users/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        put: {
          summary: 'Edit a user (blank password keeps it)',
          description: roles('manageUsers'),
          security: [{ bearer: [] }],
          requestBody: { required: true, ...json(ref('UserUpdate')) },
          responses: {
            200: { description: 'Edited', ...json(ref('User')) },
            400: ERRORS[400],
            401: ERRORS[401],
            403: ERRORS[403],
            404: error('No such user.'),
            409: error('Taken, or the last ADMIN would lose the role.'),
          },
        },
        delete: {
          summary: 'Delete a user',
          description: `${roles('manageUsers')} Never oneself, never the last ADMIN.`,
          security: [{ bearer: [] }],
          responses: {
            200: { description: 'Deleted' },
            401: ERRORS[401],
            403: ERRORS[403],
            404: error('No such user.'),
            409: error('Own account, or the last ADMIN.'),
          },
        },
      },
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
          },
        },
      },
      ...draftPaths,
      ...syncPaths,
      ...historyPaths(),
      '/api/openapi.json': {
        get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1' } } },
      },
    },
  };
}
