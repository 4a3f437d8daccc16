// A model-based test of the sync engine against the real server (issue #6 §8, #11 §8): random sequences of
// draft edits, submissions and discards, edits and deletions from another device, going offline and online,
// server errors, lost and duplicated answers and client restarts. Afterwards, with the network healthy,
// every submitted draft is on the server exactly once with its last content, every other draft is kept,
// here and on the server, and the replica equals the server: records, versions and deletions.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product.ts';
import { pngImage } from '../factories/images.ts';
import { productInput } from '../factories/products.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { FaultyNetwork } from './faulty-network.ts';
import { newStaffUser, SyncClient, type ModelDraft, type World } from './sync-client.ts';
import { knownFailures, modelCommands } from './sync-commands.ts';

const RUNS = Number(process.env.SYNC_MODEL_RUNS ?? 200);
const SEED = process.env.SYNC_MODEL_SEED ? Number(process.env.SYNC_MODEL_SEED) : undefined;

describe('sync engine model', () => {
  const { database, app } = useTestApp();
  let banner: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    banner = new Uint8Array(await pngImage(24, 12));
  });

  async function check(world: World): Promise<void> {
    const { client, net, model } = world;
    net.heal();
    await client.settle();
    const local = new Map((await client.drafts()).map((d) => [d.id, d]));
    for (const draft of model.values()) {
      if (draft.discarded) {
        expect(local.has(draft.id), `discarded draft ${draft.code} is gone here`).toBe(false);
        const server = await client.serverDraft(draft.id);
        expect(server === undefined || server.deleted, `discarded draft ${draft.code} is gone there`).toBe(
          true,
        );
        continue;
      }
      if (draft.submitted && draft.deletedOnServer) {
        expect(await client.products(draft.code), `${draft.code} was deleted elsewhere`).toHaveLength(0);
        expect(await client.replicaProduct(draft.code), `${draft.code} left the replica`).toBeUndefined();
        continue;
      }
      if (draft.submitted) {
        expect(local.get(draft.id)?.state, `submitted draft ${draft.code} left the device`).toBeUndefined();
        const found = await client.products(draft.code);
        expect(found, `${draft.code} is on the server exactly once`).toHaveLength(1);
        const product = found[0] as Product;
        expect(product.productDescription).toBe(draft.description);
        if (draft.withBanner) expect(product.bannerImage).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
        const replica = await client.replicaProduct(draft.code);
        expect(replica?.summary.version, `${draft.code} is in the replica at the server's version`).toBe(
          product.version,
        );
        expect(replica?.record?.productDescription, `${draft.code}'s record in the replica`).toBe(
          draft.description,
        );
        continue;
      }
      const here = local.get(draft.id);
      expect(here, `draft ${draft.code} is kept`).toBeDefined();
      expect(here!.state, `draft ${draft.code} is synced`).toBe('synced');
      expect(here!.data.productDescription).toBe(draft.description);
      const server = await client.serverDraft(draft.id);
      expect(server?.deleted, `draft ${draft.code} is on the server`).toBe(false);
      expect((server?.data as { productDescription?: string }).productDescription).toBe(draft.description);
      expect(await client.products(draft.code), `unsubmitted ${draft.code} made no product`).toHaveLength(0);
      expect(await client.replicaProduct(draft.code), `unsubmitted ${draft.code} is not in the replica`).toBe(
        undefined,
      );
    }
    const count = await world.direct('GET', '/api/products/count');
    expect(await client.replicaCount(), 'the replica holds as many products as the server').toBe(count.body);
  }

  /**
   * After the check, another device deletes one of the landed products and renames another, and this device
   * syncs once more: its replica must follow (the feed's tombstones and changes), every sequence.
   */
  async function checkChangesElsewhere(world: World): Promise<void> {
    const landed = [...world.model.values()].filter((d) => d.submitted && !d.deletedOnServer);
    const [gone, renamed] = landed;
    if (gone) {
      expect((await world.direct('DELETE', `/api/products/${gone.code}`)).status).toBe(200);
      gone.deletedOnServer = true;
    }
    if (renamed) {
      const current = await world.direct('GET', `/api/products/${renamed.code}`);
      const body = { ...(current.body as Record<string, unknown>), productDescription: 'renamed elsewhere' };
      expect((await world.direct('PUT', `/api/products/${renamed.code}`, body)).status).toBe(200);
      renamed.description = 'renamed elsewhere';
    }
    await check(world);
  }

  it(`when ${RUNS} random sequences of edits, faults and restarts have run, then nothing is lost or doubled`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(modelCommands, { maxCommands: 14 }), async (commands) => {
        run += 1;
        const user = await newStaffUser(database.db);
        const net = new FaultyNetwork(app.url);
        net.token = user.token;
        const client = await SyncClient.start(user.username, net);
        const world: World = {
          client,
          net,
          model: new Map<string, ModelDraft>(),
          makeProduct: (n) => productInput({ productCode: `M${run}-${n}`, productName: `Model ${run}-${n}` }),
          banner,
          direct: async (method, path, body) => {
            const res = await apiClient(app, user).request(method, path, { json: body });
            const text = await res.text();
            return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
          },
        };
        try {
          await fc.asyncModelRun(() => ({ model: world, real: world }), commands);
          await check(world);
          await checkChangesElsewhere(world);
        } finally {
          await client.reset();
        }
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        endOnFailure: true,
        examples: knownFailures.map((sequence): [typeof sequence] => [sequence]),
      },
    );
  }, 600_000);
});
