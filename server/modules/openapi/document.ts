// The OpenAPI 3.1 description of the API, with its schemas generated from the shared zod schemas, so the
// reference cannot drift from what the server validates.
import { loginRequestSchema } from '../../../shared/auth.ts';
import { changePasswordSchema } from '../../../shared/password-policy.ts';
import { healthSchema } from '../../../shared/health.ts';
import { ingredientSchema } from '../../../shared/ingredient.ts';
import { mediaUploadResultSchema } from '../../../shared/media.ts';
import { processSchema } from '../../../shared/process.ts';
import { productInputSchema } from '../../../shared/product.ts';
import { INGREDIENT_FIELDS, PROCESS_FIELDS, PRODUCT_FIELDS } from '../../../shared/product-fields.ts';
import { ROLES } from '../../../shared/roles.ts';
import { userCreateSchema, userUpdateSchema } from '../../../shared/user.ts';
import { draftPaths, draftSchemas } from './draft-paths.ts';
import { historyPaths, historySchemas } from './history-paths.ts';
import { productPaths } from './product-paths.ts';
import { userPaths } from './user-paths.ts';
import { syncPaths, syncSchemas } from './sync-paths.ts';
import { json, ref, schema, titled, type Json } from './parts.ts';

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
      ...userPaths,
      ...productPaths,
      ...draftPaths,
      ...syncPaths,
      ...historyPaths(),
      '/api/openapi.json': {
        get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1' } } },
      },
    },
  };
}
