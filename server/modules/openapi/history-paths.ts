// Product history and the audit log in the OpenAPI document (issue #15, shared/history.ts, shared/audit.ts).
import { AUDIT_KINDS, AUDIT_PAGE_SIZE } from '../../../shared/audit.ts';
import { HISTORY_ACTIONS } from '../../../shared/history.ts';
import { rolesWith } from '../../../shared/permissions.ts';
import { ERRORS, error, json, ref, roles, type Json } from './parts.ts';

const actor = {
  type: 'object',
  required: ['id', 'username'],
  properties: { id: { type: ['integer', 'null'] }, username: { type: 'string' } },
};

export function historySchemas(): Json {
  return {
    HistoryEntry: {
      type: 'object',
      required: ['seq', 'action', 'productVersion', 'at', 'actor', 'draftId', 'client', 'restoredFrom'],
      properties: {
        seq: { type: 'integer', description: '1, 2, 3… per product code, across deletions and restores.' },
        action: { enum: [...HISTORY_ACTIONS] },
        productVersion: { type: 'integer' },
        at: { type: 'string', format: 'date-time' },
        actor,
        draftId: { type: ['string', 'null'] },
        client: { type: ['string', 'null'], description: 'The User-Agent of the write, shortened.' },
        restoredFrom: { type: ['integer', 'null'] },
      },
    },
    HistoryVersion: {
      allOf: [ref('HistoryEntry'), { type: 'object', properties: { record: ref('Product') } }],
    },
    ProductHistory: {
      type: 'object',
      required: ['productCode', 'current', 'entries'],
      properties: {
        productCode: { type: 'string' },
        current: { type: 'boolean', description: 'Whether the product exists now.' },
        entries: { type: 'array', items: ref('HistoryEntry'), description: 'Newest first.' },
      },
    },
    AuditEvent: {
      type: 'object',
      required: ['id', 'at', 'actor', 'kind', 'subject', 'details', 'ip'],
      properties: {
        id: { type: 'integer' },
        at: { type: 'string', format: 'date-time' },
        actor,
        kind: { enum: [...AUDIT_KINDS] },
        subject: { type: 'string' },
        details: { type: 'object' },
        ip: { type: ['string', 'null'] },
      },
    },
    AuditPage: {
      type: 'object',
      required: ['events'],
      properties: {
        events: { type: 'array', items: ref('AuditEvent') },
        nextBefore: { type: 'integer', description: 'Pass as `before` for the next, older page.' },
      },
    },
  };
}

const code = { name: 'productCode', in: 'path', required: true, schema: { type: 'string' } };
const seq = { name: 'version', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

export function historyPaths(): Json {
  return {
    '/api/products/{productCode}/history': {
      parameters: [code],
      get: {
        summary: "A product's versions, newest first (a deleted product keeps its own)",
        description: roles('staff'),
        security: [{ bearer: [] }],
        responses: {
          200: { description: 'The versions', ...json(ref('ProductHistory')) },
          401: ERRORS[401],
          404: error('Product not found.'),
        },
      },
    },
    '/api/products/{productCode}/history/{version}': {
      parameters: [code, seq],
      get: {
        summary: 'One version with its whole record',
        description: roles('staff'),
        security: [{ bearer: [] }],
        responses: {
          200: { description: 'The version', ...json(ref('HistoryVersion')) },
          401: ERRORS[401],
          404: error('This product has no such version.'),
        },
      },
    },
    '/api/products/{productCode}/history/{version}/restore': {
      parameters: [code, seq],
      post: {
        summary: 'Make a version current again, as a new version',
        description: `${roles('staff')} A deleted product is brought back by ${rolesWith('deleteProducts').join(' or ')} only. With If-Match, a stale version answers 409 VERSION_CONFLICT with \`current\`.`,
        security: [{ bearer: [] }],
        parameters: [{ name: 'If-Match', in: 'header', required: false, schema: { type: 'string' } }],
        responses: {
          200: { description: 'The product as restored; ETag is its new version', ...json(ref('Product')) },
          401: ERRORS[401],
          403: error('Only an ADMIN or a PRODUCT_MANAGER may bring back a deleted product.'),
          404: error('This product has no such version.'),
          409: error('VERSION_CONFLICT'),
        },
      },
    },
    '/api/audit': {
      get: {
        summary: `The audit log, newest first, ${AUDIT_PAGE_SIZE} events a page`,
        description: roles('readAuditLog'),
        security: [{ bearer: [] }],
        parameters: [
          { name: 'person', in: 'query', schema: { type: 'string' }, description: 'Part of the name.' },
          { name: 'kind', in: 'query', schema: { enum: [...AUDIT_KINDS] } },
          { name: 'from', in: 'query', schema: { type: 'string', format: 'date' } },
          { name: 'to', in: 'query', schema: { type: 'string', format: 'date' }, description: 'Included.' },
          { name: 'before', in: 'query', schema: { type: 'integer' }, description: 'An id: older events.' },
        ],
        responses: {
          200: { description: 'A page of events', ...json(ref('AuditPage')) },
          400: ERRORS[400],
          401: ERRORS[401],
          403: ERRORS[403],
        },
      },
    },
  };
}
