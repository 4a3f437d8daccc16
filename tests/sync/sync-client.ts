// One browser's sync client for the model test: the real offline/ modules on fake IndexedDB, talking to
// the real server through a FaultyNetwork, with restarts (the database closed and opened again, the
// engine made anew) and a way to let everything settle once the network is healthy.
import type { Knex } from 'knex';
import { signToken } from '../../server/auth/jwt.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createUsersRepository } from '../../server/modules/users/repository.ts';
import type { ServerDraft } from '../../shared/draft.ts';
import type { ProductInput } from '../../shared/product.ts';
import { db, type DraftRecord } from '../../pwa/src/staff/offline/db.ts';
import { listDrafts } from '../../pwa/src/staff/offline/drafts.ts';
import {
  createSyncEngine,
  type SyncEngine,
  type SyncOutcome,
} from '../../pwa/src/staff/offline/sync-engine.ts';
import { forgetCachedDeviceId } from '../../pwa/src/staff/offline/sync-meta.ts';
import { createTransport } from '../../pwa/src/staff/offline/sync-transport.ts';
import { TEST_JWT_SECRET } from '../setup/test-app.ts';
import type { FaultyNetwork } from './faulty-network.ts';

export interface ModelDraft {
  id: string;
  code: string;
  description: string;
  submitted: boolean;
  discarded: boolean;
  /** Deleted on the server by another device after its submission landed. */
  deletedOnServer: boolean;
  withBanner: boolean;
}

export interface World {
  client: SyncClient;
  net: FaultyNetwork;
  model: Map<string, ModelDraft>;
  makeProduct: (n: number) => ProductInput;
  banner: Uint8Array<ArrayBuffer>;
  /** A request from another device of the same user: straight to the server, past the faulty network. */
  direct: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;
}

let passwordHash: string | undefined;
let users = 0;

/** A new staff member per sequence, so no sequence sees another's drafts (one hash for all: argon2 is slow). */
export async function newStaffUser(knex: Knex): Promise<{ username: string; token: string }> {
  passwordHash ??= await hashPassword('model-test-password');
  users += 1;
  const user = await createUsersRepository(knex).insert({
    username: `model-${process.pid}-${users}`,
    email: `model-${process.pid}-${users}@example.com`,
    // May delete products, so the model can delete one from another device.
    role: 'PRODUCT_MANAGER',
    passwordHash,
  });
  return { username: user.username, token: signToken(TEST_JWT_SECRET, user.id) };
}

const SETTLE_ROUNDS = 12;

export class SyncClient {
  private engine: SyncEngine;

  private constructor(
    readonly owner: string,
    private readonly net: FaultyNetwork,
  ) {
    this.engine = this.makeEngine();
  }

  static async start(owner: string, net: FaultyNetwork): Promise<SyncClient> {
    if (!db.isOpen()) await db.open();
    return new SyncClient(owner, net);
  }

  private makeEngine(): SyncEngine {
    return createSyncEngine({
      transport: createTransport(this.net.send),
      owner: () => this.owner,
      role: () => 'PRODUCT_MANAGER',
    });
  }

  sync(force: boolean): Promise<SyncOutcome> {
    return this.engine.run({ force });
  }

  /** The browser closed and opened again: nothing but IndexedDB survives. */
  async restart(): Promise<void> {
    db.close();
    forgetCachedDeviceId();
    await db.open();
    this.engine = this.makeEngine();
  }

  /** Syncs until the outbox is empty (the network being healthy), as the engine's interval would. */
  async settle(): Promise<void> {
    for (let round = 0; round < SETTLE_ROUNDS; round++) {
      const outcome = await this.sync(true);
      const waiting = await db.outbox.where('owner').equals(this.owner).count();
      if (outcome === 'done' && waiting === 0) return;
    }
    throw new Error(`The outbox did not empty in ${SETTLE_ROUNDS} runs`);
  }

  drafts(): Promise<DraftRecord[]> {
    return listDrafts(this.owner);
  }

  /** The server's copy of a draft, tombstones included. */
  async serverDraft(id: string): Promise<ServerDraft | undefined> {
    const res = await this.net.send('/api/drafts?since=0', { method: 'GET' });
    const pull = (await res.json()) as { drafts: ServerDraft[] };
    return pull.drafts.find((d) => d.id === id);
  }

  /** The products with this code as the API lists them (staff list, filtered here). */
  async products(code: string): Promise<unknown[]> {
    const res = await this.net.send(`/api/products/${encodeURIComponent(code)}`, { method: 'GET' });
    if (res.status === 404) return [];
    return [await res.json()];
  }

  /** The replica's summary and kept record of a product (undefined when the replica does not have it). */
  async replicaProduct(code: string) {
    const [summary, kept] = await Promise.all([db.products.get(code), db.records.get(code)]);
    return summary ? { summary, record: kept?.record } : undefined;
  }

  replicaCount(): Promise<number> {
    return db.products.count();
  }

  /**
   * The next sequence's user on the same browser: drafts, outbox and this user's sync state go; the replica
   * of the catalogue stays (as for a staff member who stays signed in), so each pull is incremental.
   */
  async reset(): Promise<void> {
    const userKeys = (await db.meta.toCollection().primaryKeys()).filter(
      (k) => !String(k).startsWith('replica:'),
    );
    await Promise.all([db.drafts.clear(), db.outbox.clear(), db.meta.bulkDelete(userKeys)]);
    forgetCachedDeviceId();
  }
}
