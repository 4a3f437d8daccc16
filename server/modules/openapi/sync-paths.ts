// The change feed and event stream part of the OpenAPI document (docs/architecture.md §5, shared/sync.ts).
import {
  SYNC_AWAITING_MAX,
  SYNC_COLLECTIONS,
  SYNC_MESSAGES,
  SYNC_PAGE_MAX,
  SYNC_TOMBSTONE_DAYS,
  SYNC_VIEWS,
} from '../../../shared/sync.ts';
import { ERRORS, error, json, ref, roles, type Json } from './parts.ts';

const ITEM: Record<string, string> = { products: 'Product', ingredients: 'Ingredient', processes: 'Process' };

export function syncSchemas(): Json {
  return {
    SyncPage: {
      type: 'object',
      required: ['items', 'deleted', 'cursor', 'hasMore'],
      properties: {
        items: {
          type: 'array',
          description: 'Created or changed after the cursor, oldest change first; each with its `revision`.',
          items: {
            oneOf: Object.values(ITEM).map((name) => ({
              allOf: [ref(name), { type: 'object', properties: { revision: { type: 'integer' } } }],
            })),
          },
        },
        deleted: {
          type: 'array',
          items: { type: 'string' },
          description: 'Product codes deleted after the cursor.',
        },
        cursor: { type: 'string', description: 'Pass back as `since`.' },
        hasMore: { type: 'boolean' },
        applied: {
          type: 'array',
          items: { type: 'string', format: 'uuid' },
          description:
            'Products only, when `awaiting` was sent: the drafts named there that your product writes ' +
            'submitted (Draft-Id) and whose product, as it is now or its deletion, is in this page or before it.',
        },
      },
    },
  };
}

export const syncPaths: Json = {
  '/api/sync/{collection}': {
    get: {
      summary: 'What changed after a cursor (the staff change feed)',
      description:
        `${roles('staff')} Changes in commit order, so no change is ever skipped; at most ${SYNC_PAGE_MAX} per page. ` +
        `Tombstones are kept at least ${SYNC_TOMBSTONE_DAYS} days; an older cursor answers 410 CURSOR_EXPIRED.`,
      parameters: [
        { name: 'collection', in: 'path', required: true, schema: { enum: [...SYNC_COLLECTIONS] } },
        { name: 'since', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{1,18}$' } },
        {
          name: 'limit',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: SYNC_PAGE_MAX },
        },
        {
          name: 'view',
          in: 'query',
          required: false,
          description:
            'products only: summary sends each product as a list shows it (code, name, category, type, ' +
            'drying, excipients, banner, version, updatedAt), not the full record',
          schema: { type: 'string', enum: [...SYNC_VIEWS], default: 'full' },
        },
        {
          name: 'awaiting',
          in: 'query',
          required: false,
          description:
            `products only: up to ${SYNC_AWAITING_MAX} ids of your drafts, separated by commas, whose ` +
            'submissions you have had answered and wait to see in the feed; the page says which are `applied`',
          schema: { type: 'string' },
        },
      ],
      responses: {
        200: { description: 'A page of changes', ...json(ref('SyncPage')) },
        400: error(
          [
            SYNC_MESSAGES.badCursor,
            SYNC_MESSAGES.badLimit,
            SYNC_MESSAGES.badView,
            SYNC_MESSAGES.badAwaiting,
          ].join(' / '),
        ),
        401: ERRORS[401],
        404: error(SYNC_MESSAGES.unknownCollection),
        410: error(SYNC_MESSAGES.cursorExpired),
      },
    },
  },
  '/api/sync/events': {
    get: {
      summary: 'Live pokes (Server-Sent Events)',
      description:
        `${roles('staff')} A text/event-stream: \`ready\` on open, \`poke\` with {collections} when data changes ` +
        '(drafts only to their owner), `auth` with {reason} before the server ends it (token expired or access ' +
        'revoked: within a second of a logout, password change or reset, role change or delete), and a ' +
        '`: heartbeat` comment every 15 s. Pokes carry no data: pull the feed. A user may hold ' +
        'SSE_MAX_PER_USER streams (10 by default) and a server process SSE_MAX_PER_PROCESS.',
      responses: {
        200: { description: 'The stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
        401: ERRORS[401],
        429: error('Too many streams open for this user or this server; see Retry-After.'),
      },
    },
  },
};
