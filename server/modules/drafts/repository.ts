// SQL for synced wizard drafts. Writes run in a transaction that first takes lockOwner, so that one
// user's revisions become visible in the order they were taken (see lockOwner).
import type { Knex } from 'knex';
import type { DraftPush, ServerDraft } from '../../../shared/draft.ts';
import { translatingErrors } from '../../db/postgres-errors.ts';
import { UnauthorizedError } from '../../errors/errors.ts';

export interface OwnedDraft {
  ownerId: number;
  draft: ServerDraft;
}

const nextRevision = (db: Knex) => db.raw(`nextval('draft_revision_seq')`);

function toColumns(push: DraftPush) {
  const { draft } = push;
  return {
    change_id: push.changeId,
    mode: draft.mode,
    product_code: draft.productCode,
    product_name: draft.productName,
    version: draft.version,
    step: draft.step,
    data: JSON.stringify(draft.data),
    banner_image: draft.bannerImage,
    banner_name: draft.bannerName,
    rejection: draft.rejection ? JSON.stringify(draft.rejection) : null,
  };
}

function toDraft(row: Record<string, unknown>): ServerDraft {
  return {
    id: row.id as string,
    // bigint arrives as a string; revisions stay far below 2^53.
    revision: Number(row.revision),
    changeId: row.change_id as string,
    deleted: row.deleted as boolean,
    mode: row.mode as ServerDraft['mode'],
    productCode: row.product_code as string,
    productName: row.product_name as string,
    version: (row.version as number | null) ?? null,
    step: row.step as number,
    data: row.data as ServerDraft['data'],
    bannerImage: (row.banner_image as string | null) ?? null,
    bannerName: row.banner_name as string,
    rejection: (row.rejection as ServerDraft['rejection']) ?? null,
    createdAt: new Date(row.created_at as string).toISOString(),
    updatedAt: new Date(row.updated_at as string).toISOString(),
  };
}

export function createDraftsRepository(db: Knex) {
  return {
    /**
     * Serialises one owner's draft writes until the transaction ends. Without it, a write that took
     * revision 10 could commit after one that took 11, and a pull in between (answering 11) would make
     * the client skip 10 for good.
     */
    async lockOwner(ownerId: number): Promise<void> {
      await db.raw(`select pg_advisory_xact_lock(hashtextextended('drafts:' || ?::text, 0))`, [ownerId]);
    },

    /** The owner's drafts (tombstones too) whose revision is above `since`, oldest change first. */
    async listSince(ownerId: number, since: number): Promise<ServerDraft[]> {
      const rows = await db('drafts')
        .where({ owner_id: ownerId })
        .andWhere('revision', '>', since)
        .orderBy('revision');
      return rows.map(toDraft);
    },

    /** Any owner's draft, so the caller can tell "someone else's" from "mine". */
    async find(id: string): Promise<OwnedDraft | undefined> {
      const row = await db('drafts').where({ id }).first();
      return row ? { ownerId: Number(row.owner_id), draft: toDraft(row) } : undefined;
    },

    /** Inserts a new draft; undefined when a draft with this id already exists (anyone's). */
    async insert(id: string, ownerId: number, push: DraftPush): Promise<ServerDraft | undefined> {
      const [row] = await translatingErrors(
        () =>
          db('drafts')
            .insert({ id, owner_id: ownerId, ...toColumns(push) })
            .onConflict('id')
            .ignore()
            .returning('*'),
        // The owner was deleted after the request was authenticated.
        { foreignKey: () => new UnauthorizedError() },
      );
      return row ? toDraft(row) : undefined;
    },

    /** Compare-and-set on the revision; a push also revives a tombstone. Undefined when nothing matched. */
    async updateAt(
      id: string,
      ownerId: number,
      baseRevision: number,
      push: DraftPush,
    ): Promise<ServerDraft | undefined> {
      const [row] = await db('drafts')
        .where({ id, owner_id: ownerId, revision: baseRevision })
        .update({
          ...toColumns(push),
          deleted: false,
          revision: nextRevision(db),
          updated_at: db.fn.now(),
        })
        .returning('*');
      return row ? toDraft(row) : undefined;
    },

    /**
     * Turns the draft into a tombstone with a new revision; its data is dropped, the names stay so a client
     * can say which draft went. The tombstone's changeId is `delete:<revision>`, never a client's own.
     */
    async markDeleted(id: string, ownerId: number): Promise<number> {
      const { rows } = (await db.raw(`select nextval('draft_revision_seq') as revision`)) as {
        rows: { revision: string }[];
      };
      const revision = Number(rows[0]!.revision);
      await db('drafts')
        .where({ id, owner_id: ownerId })
        .update({
          revision,
          change_id: `delete:${revision}`,
          deleted: true,
          data: JSON.stringify({}),
          rejection: null,
          updated_at: db.fn.now(),
        });
      return revision;
    },

    /** Removes tombstones older than the given age; a client offline longer than that keeps its copy. */
    async purgeTombstones(olderThanSeconds: number): Promise<number> {
      return db('drafts')
        .where({ deleted: true })
        .andWhere('updated_at', '<', db.raw('now() - make_interval(secs => ?)', [olderThanSeconds]))
        .del();
    },
  };
}
