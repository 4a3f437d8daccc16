// Wizard drafts stored on the server (`/api/drafts`, docs/architecture.md §5): the user's own drafts, each with
// a server revision. A client pulls what changed since the revision it last saw and pushes with the
// revision its copy is based on; a push on a stale base answers 409 DRAFT_CONFLICT with the current copy.
import { z } from 'zod';
import { CODE_MAX, NAME_MAX } from './limits.ts';
import { isStorableText, TEXT_CHARACTERS_MESSAGE } from './fields.ts';
import { mediaPathSchema } from './media.ts';

/** A draft's JSON (its partial product) may be at most this long when serialised. */
export const DRAFT_DATA_MAX_CHARS = 512 * 1024;
export const DRAFT_STEP_MAX = 7;
export const CHANGE_ID_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const DRAFT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DRAFT_MESSAGES = {
  notFound: 'Draft not found.',
  badId: 'A draft id is a UUID.',
  conflict: 'This draft was changed on another device.',
  badSince: 'since must be a whole number of 0 or more.',
  dataTooLarge: `A draft's data must be at most ${DRAFT_DATA_MAX_CHARS} characters as JSON.`,
} as const;

const storable = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .max(max, `Must be at most ${max} characters`)
    .refine(isStorableText, TEXT_CHARACTERS_MESSAGE);

function storableJson(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(storableJson);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([k, v]) => isStorableText(k) && storableJson(v));
  return true;
}

/** What a client sends and gets back as a draft's content: the wizard's state, fields as far as typed. */
export const draftContentSchema = z
  .object({
    mode: z.enum(['add', 'edit'], { error: "mode must be 'add' or 'edit'" }),
    productCode: storable(CODE_MAX),
    productName: storable(NAME_MAX),
    /** The product version an edit started from. */
    version: z.number().int().positive().nullable(),
    step: z.number().int().min(0).max(DRAFT_STEP_MAX),
    /** The partial product (wizard fields); validated in full only when it is submitted as a product. */
    data: z
      .record(z.string(), z.json())
      .refine(storableJson, TEXT_CHARACTERS_MESSAGE)
      .refine((d) => JSON.stringify(d).length <= DRAFT_DATA_MAX_CHARS, DRAFT_MESSAGES.dataTooLarge),
    /** The banner, uploaded to /api/media first. */
    bannerImage: mediaPathSchema.nullable(),
    bannerName: storable(255),
    /** Why the server refused the draft's submission, shared so every device of the user shows it. */
    rejection: z
      .object({ message: storable(2000), details: z.array(storable(2000)).max(100) })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();
export type DraftContent = z.infer<typeof draftContentSchema>;

/** PUT /api/drafts/{id}. */
export const draftPushSchema = z
  .object({
    /** The server revision the client's copy is based on; null for a draft the server has never seen. */
    baseRevision: z.number().int().min(1).nullable(),
    /** Names this change; stored with the draft so a client can recognise its own earlier write. */
    changeId: z.string().regex(CHANGE_ID_PATTERN, 'changeId must be 1 to 200 visible ASCII characters'),
    draft: draftContentSchema,
  })
  .strict();
export type DraftPush = z.infer<typeof draftPushSchema>;

/** A draft as the server answers it. A deleted draft is a tombstone (`deleted: true`) so pulls see it go. */
export interface ServerDraft extends DraftContent {
  id: string;
  revision: number;
  changeId: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/drafts?since=N: the drafts whose revision is above N, and the revision to ask from next. */
export interface DraftPull {
  revision: number;
  drafts: ServerDraft[];
}

/** The 409 body of a stale push or delete. */
export interface DraftConflictBody {
  message: string;
  code: 'DRAFT_CONFLICT';
  current: ServerDraft;
}
