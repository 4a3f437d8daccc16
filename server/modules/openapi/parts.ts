// Building blocks of the OpenAPI document, shared by document.ts and the per-module path files.
import { z } from 'zod';
import {
  INGREDIENT_FIELDS,
  PROCESS_FIELDS,
  ROW_COLUMNS,
  type FieldMeta,
} from '../../../shared/product-fields.ts';
import { rolesWith, type Permission } from '../../../shared/permissions.ts';

export type Json = Record<string, unknown>;

export const schema = (s: z.ZodType, io: 'input' | 'output' = 'input'): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json;
  return rest;
};
/**
 * A schema for components/schemas/`name`, plus the components it needs. zod writes recursive parts (such as
 * z.json()) as local `$defs` referenced from the root, which is the whole document once the schema is a
 * component; they move to components of their own as `<name>.<def>`.
 */
export function component(name: string, s: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $defs, ...rest } = schema(s, io) as Json & { $defs?: Json };
  const rename = (text: string) =>
    text.replace(/"#\/\$defs\/([^"]+)"/g, (_m, def: string) => `"#/components/schemas/${name}.${def}"`);
  const out: Json = { [name]: JSON.parse(rename(JSON.stringify(rest))) as Json };
  for (const [def, body] of Object.entries($defs ?? {}))
    out[`${name}.${def}`] = JSON.parse(rename(JSON.stringify(body))) as Json;
  return out;
}
type FieldTable = Readonly<Record<string, FieldMeta>>;
/** The fields whose value holds records of their own, with the table that labels those records' fields. */
const NESTED: Readonly<Record<string, FieldTable>> = {
  ...ROW_COLUMNS,
  ingredients: INGREDIENT_FIELDS,
  processes: PROCESS_FIELDS,
};

/**
 * `s` with each property it has in `fields` titled with the field's label (shared/product-fields.ts), and
 * the properties of the records a row list, ingredient or process list holds titled the same way.
 */
export function titled(s: Json, fields: FieldTable): Json {
  const properties = s.properties as Record<string, Json> | undefined;
  if (!properties) return s;
  const items = (p: Json, inner: FieldTable): Json => ({
    ...p,
    ...(p.items ? { items: titled(p.items as Json, inner) } : {}),
    ...(Array.isArray(p.anyOf) ? { anyOf: (p.anyOf as Json[]).map((a) => items(a, inner)) } : {}),
  });
  const named = Object.entries(properties).map(([name, p]) => {
    const meta = fields[name];
    const inner = NESTED[name];
    return [name, meta ? { title: meta.label, ...(inner ? items(p, inner) : p) } : p];
  });
  return { ...s, properties: Object.fromEntries(named) };
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (s: Json) => ({ content: { 'application/json': { schema: s } } });
export const error = (description: string) => ({ description, ...json(ref('Error')) });
/** The roles that have `permission`, for an operation's description. */
export const roles = (permission: Permission) => `Roles: ${rolesWith(permission).join(', ')}.`;

export const ERRORS = {
  400: error('Invalid input; `errors[]` lists each field.'),
  401: error('Not signed in, or the token is not valid.'),
  403: error('The role does not allow this.'),
  503: error('PostgreSQL is unavailable; retry after `Retry-After` seconds.'),
};
export const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Replays within 24 h return the stored answer; the same key with another body answers 422.',
  schema: { type: 'string', maxLength: 200 },
};

/** POST and PUT /api/products: the caller's draft that the write submits, discarded with it. */
export const draftIdHeader = {
  name: 'Draft-Id',
  in: 'header',
  required: false,
  description:
    "The id of the caller's own draft (`/api/drafts/{id}`) that this write submits. When the write succeeds " +
    'the draft is discarded in the same transaction, as `DELETE /api/drafts/{id}` does (a tombstone that pulls ' +
    "show and a poke); when it fails the draft stays. An unknown id or another user's draft is nothing to " +
    'discard and does not fail the write. Not a UUID: 400. Part of the Idempotency-Key request.',
  schema: { type: 'string', format: 'uuid' },
};
