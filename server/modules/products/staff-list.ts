// The spec's staff list (`GET /api/products`: every product in full, by name) built once per catalogue
// state and kept compressed. A request asks PostgreSQL for the catalogue's state (the highest product and
// tombstone revisions: any write, deletion or change of what products embed moves one); when it is the one
// kept, the kept bytes are sent. Otherwise the list is built page by page inside one read-only snapshot and
// streamed through brotli and gzip, so neither the whole list as objects nor its JSON is ever held at once.
import { once } from 'node:events';
import { Readable, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGunzip, createGzip } from 'node:zlib';
import type { Knex } from 'knex';
import type { Variants } from '../../http/encoded-body.ts';
import { createProductsRepository } from './repository.ts';

const PAGE = 100;
/** The uncompressed JSON is kept too when it is at most this large; a larger one is unzipped per request. */
const KEEP_IDENTITY_BYTES = 4 * 1024 * 1024;

export interface BuiltList {
  state: string;
  br: Buffer;
  gzip: Buffer;
  identity: Buffer | undefined;
}

function collect(stream: Transform): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return once(stream, 'end').then(() => Buffer.concat(chunks));
}

async function write(streams: Transform[], bytes: Buffer): Promise<void> {
  await Promise.all(streams.map((s) => (s.write(bytes) ? undefined : once(s, 'drain'))));
}

async function build(db: Knex): Promise<BuiltList> {
  return db.transaction(
    async (trx) => {
      const repo = createProductsRepository(trx);
      const state = await repo.catalogueState();
      const br = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      const gzip = createGzip({ level: 6 });
      const identity: Buffer[] = [];
      let identityBytes = 0;
      const outputs = [collect(br), collect(gzip)] as const;
      const streams = [br, gzip];
      const put = async (text: string) => {
        const bytes = Buffer.from(text);
        identityBytes += bytes.length;
        // Past the size worth keeping, the uncompressed copy is let go at once, not at the end.
        if (identityBytes <= KEEP_IDENTITY_BYTES) identity.push(bytes);
        else identity.length = 0;
        await write(streams, bytes);
      };
      await put('[');
      let after: { name: string; id: number } | undefined;
      let first = true;
      for (;;) {
        const page = await repo.listPage(after, PAGE);
        for (const product of page.products) {
          await put(`${first ? '' : ','}${JSON.stringify(product)}`);
          first = false;
        }
        if (!page.last) break;
        after = page.last;
      }
      await put(']');
      br.end();
      gzip.end();
      const [brBytes, gzipBytes] = await Promise.all(outputs);
      return {
        state,
        br: brBytes,
        gzip: gzipBytes,
        identity: identityBytes <= KEEP_IDENTITY_BYTES ? Buffer.concat(identity) : undefined,
      };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/** Is catalogue state `a` at least as new as `b`? (States are "<products revision>-<tombstones revision>".) */
function atLeast(a: string, b: string): boolean {
  const [ap, at] = a.split('-').map(Number);
  const [bp, bt] = b.split('-').map(Number);
  return ap! >= bp! && at! >= bt!;
}

/** The list as kept for the current catalogue state; built (once, however many ask at the time) when not. */
export function createStaffList(db: Knex) {
  const repo = createProductsRepository(db);
  let kept: BuiltList | undefined;
  let building: Promise<BuiltList> | undefined;
  const start = () =>
    (building ??= build(db).finally(() => {
      building = undefined;
    }));
  return {
    async current(): Promise<BuiltList> {
      const state = await repo.catalogueState();
      if (kept?.state === state) return kept;
      let built = await start();
      // A build already under way may predate a write this request's state includes: one started now cannot.
      if (!atLeast(built.state, state)) built = await start();
      if (!kept || atLeast(built.state, kept.state)) kept = built;
      return built;
    },
  };
}

/**
 * The list as answers, one ETag for every encoding: the uncompressed JSON kept, or unzipped from the kept
 * gzip as it is sent.
 */
export function listVariants(list: BuiltList): Variants {
  const etag = `"list-${list.state}"`;
  return {
    identity: { body: list.identity ?? (() => Readable.from([list.gzip]).pipe(createGunzip())), etag },
    br: { body: list.br, etag },
    gzip: { body: list.gzip, etag },
  };
}
