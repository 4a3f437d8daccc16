// The /api/drafts part of the OpenAPI document (draft sync, docs/architecture.md §5).
import { DRAFT_MESSAGES, draftContentSchema, draftPushSchema } from '../../../shared/draft.ts';
import { component, ERRORS, error, idempotencyKey, json, ref, roles, type Json } from './parts.ts';

export function draftSchemas(): Json {
  // ServerDraft is the content plus the server's fields; its recursive JSON part stays a component.
  const { DraftContent, ...contentDefs } = component('DraftContent', draftContentSchema, 'output');
  const content = DraftContent as Json & { properties: Json; required: string[] };
  return {
    ...component('DraftPush', draftPushSchema),
    ...contentDefs,
    ServerDraft: {
      ...content,
      required: [...content.required, 'id', 'revision', 'changeId', 'deleted', 'createdAt', 'updatedAt'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        revision: { type: 'integer', minimum: 1 },
        changeId: { type: 'string' },
        deleted: { type: 'boolean', description: 'A tombstone: the draft was deleted.' },
        ...content.properties,
        createdAt: { type: 'string', format: 'date-time' },
        updatedAt: { type: 'string', format: 'date-time' },
      },
    },
    DraftPull: {
      type: 'object',
      required: ['revision', 'drafts'],
      properties: {
        revision: { type: 'integer', minimum: 0, description: 'Ask with `since` = this next time.' },
        drafts: { type: 'array', items: ref('ServerDraft') },
      },
    },
    DraftConflict: {
      type: 'object',
      required: ['message', 'code', 'current'],
      properties: {
        message: { const: DRAFT_MESSAGES.conflict },
        code: { const: 'DRAFT_CONFLICT' },
        current: ref('ServerDraft'),
      },
    },
  };
}

const own = `${roles('staff')} Each user reads and writes only their own drafts; another user's id answers 404.`;
const conflict = {
  description: 'DRAFT_CONFLICT with `current` (the draft as the server holds it, tombstone included).',
  ...json(ref('DraftConflict')),
};
const notFound = error(DRAFT_MESSAGES.notFound);
const badId = error(`${DRAFT_MESSAGES.badId} Or invalid input; \`errors[]\` lists each field.`);

export const draftPaths: Json = {
  '/api/drafts': {
    get: {
      summary: "Pull the caller's drafts changed since a revision",
      description: `${own} Tombstones (\`deleted: true\`) are included, in revision order.`,
      security: [{ bearer: [] }],
      parameters: [
        { name: 'since', in: 'query', required: false, schema: { type: 'integer', minimum: 0, default: 0 } },
      ],
      responses: {
        200: { description: 'The drafts above `since`', ...json(ref('DraftPull')) },
        400: error(DRAFT_MESSAGES.badSince),
        401: ERRORS[401],
      },
    },
  },
  '/api/drafts/{id}': {
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
    get: {
      summary: 'One draft',
      description: `${own} A deleted draft answers 404.`,
      security: [{ bearer: [] }],
      responses: {
        200: { description: 'The draft; ETag is the revision', ...json(ref('ServerDraft')) },
        400: error(DRAFT_MESSAGES.badId),
        401: ERRORS[401],
        404: notFound,
      },
    },
    put: {
      summary: 'Push a draft (create with baseRevision null, else compare-and-set on baseRevision)',
      description: `${own} A push on a tombstone's revision revives it; a base the server does not have answers 404.`,
      security: [{ bearer: [] }],
      parameters: [idempotencyKey],
      requestBody: { required: true, ...json(ref('DraftPush')) },
      responses: {
        200: { description: 'Updated', ...json(ref('ServerDraft')) },
        201: { description: 'Created', ...json(ref('ServerDraft')) },
        400: badId,
        401: ERRORS[401],
        404: notFound,
        409: conflict,
        413: error('Body larger than 1 MB.'),
        415: error('Not application/json.'),
        422: error('Idempotency-Key reused for another body.'),
      },
    },
    delete: {
      summary: 'Delete a draft (leaves a tombstone)',
      description: `${own} Deleting a missing or deleted draft answers 200 too (revision 0 when missing).`,
      security: [{ bearer: [] }],
      parameters: [
        idempotencyKey,
        {
          name: 'If-Match',
          in: 'header',
          required: false,
          description: 'The revision the client saw, such as `"3"`.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        200: {
          description: "The tombstone's revision",
          ...json({ type: 'object', required: ['revision'], properties: { revision: { type: 'integer' } } }),
        },
        400: error(DRAFT_MESSAGES.badId),
        401: ERRORS[401],
        404: notFound,
        409: conflict,
        422: error('Idempotency-Key reused for another body.'),
      },
    },
  },
};
