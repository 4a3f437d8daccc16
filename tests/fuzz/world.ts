// What the fuzz needs on the server before it starts: staff of each role with their tokens, a few users it
// may edit or delete, products, a draft and a stored image, so valid-looking cases reach the real work.
import { createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../../server/auth/password.ts';
import { signToken } from '../../server/auth/jwt.ts';
import { createUsersRepository } from '../../server/modules/users/repository.ts';
import type { ServerDraft } from '../../shared/draft.ts';
import type { MediaUploadResult } from '../../shared/media.ts';
import type { Role } from '../../shared/roles.ts';
import { apiClient } from '../setup/api-client.ts';
import { draftPush, newDraftId } from '../factories/drafts.ts';
import { pngImage } from '../factories/images.ts';
import { productForm, productInput } from '../factories/products.ts';

export interface FuzzStaff {
  id: number;
  role: Role;
  email: string;
  password: string;
  token: string;
}

export interface FuzzWorld {
  url: string;
  staff: Record<Role, FuzzStaff>;
  /** Ids the fuzz must never edit or delete: the staff whose tokens it sends. */
  protectedIds: Set<number>;
  /** Users created for the fuzz to edit and delete. */
  victimIds: number[];
  productCodes: string[];
  /** Drafts of the product manager. */
  draftIds: string[];
  mediaNames: string[];
  /** Tokens that look right but are not: expired, for a missing user, foreign secret, alg none. */
  badTokens: string[];
  /** Small real images for multipart bodies. */
  images: { bytes: Buffer; type: string }[];
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function badTokens(secret: string): string[] {
  const claims = { sub: '1', iss: 'veda-vitals', aud: 'veda-vitals-staff', exp: 9_999_999_999 };
  const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
  const hs = (payload: object, key: string) => {
    const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
    return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
  };
  return [
    signToken(secret, 1, -60),
    signToken(secret, 2_000_000_000),
    signToken('another-secret-another-secret-another-secret', 1),
    unsigned,
    hs({ ...claims, sub: 'abc' }, secret),
    hs({ ...claims, sub: '-1' }, secret),
    hs({ ...claims, sub: '99999999999999999999' }, secret),
    hs({ ...claims, exp: 'never' }, secret),
  ];
}

async function createStaff(db: Knex, secret: string, role: Role, tag: string): Promise<FuzzStaff> {
  const suffix = `${tag}-${randomBytes(4).toString('hex')}`;
  const password = `password-${suffix}`;
  const user = await createUsersRepository(db).insert({
    username: `fuzz-${suffix}`,
    email: `fuzz-${suffix}@example.com`,
    role,
    passwordHash: await hashPassword(password),
  });
  return { id: user.id, role, email: user.email, password, token: signToken(secret, user.id) };
}

async function expectOk(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`Fuzz setup: ${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

export async function createFuzzWorld(db: Knex, url: string, jwtSecret: string): Promise<FuzzWorld> {
  const staff = {
    ADMIN: await createStaff(db, jwtSecret, 'ADMIN', 'admin'),
    PRODUCT_MANAGER: await createStaff(db, jwtSecret, 'PRODUCT_MANAGER', 'manager'),
    DATA_CURATOR: await createStaff(db, jwtSecret, 'DATA_CURATOR', 'curator'),
  };
  const victims = await Promise.all(
    [0, 1, 2, 3, 4].map((i) => createStaff(db, jwtSecret, 'DATA_CURATOR', `victim${i}`)),
  );
  const manager = apiClient(url, staff.PRODUCT_MANAGER);
  const images = [
    { bytes: await pngImage(), type: 'image/png' },
    { bytes: await pngImage(8, 8, '#394C92'), type: 'image/png' },
  ];

  const productCodes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await manager.post('/api/products', {
      body: productForm(productInput(), i === 0 ? { bytes: images[0]!.bytes, type: 'image/png' } : undefined),
    });
    productCodes.push(((await expectOk(res, 'POST /api/products')) as { productCode: string }).productCode);
  }
  const draftIds: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await manager.put(`/api/drafts/${newDraftId()}`, { json: draftPush() });
    draftIds.push(((await expectOk(res, 'PUT /api/drafts/{id}')) as ServerDraft).id);
  }
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(images[1]!.bytes)], { type: 'image/png' }), 'a.png');
  const media = (await expectOk(
    await manager.post('/api/media', { body: form }),
    'POST /api/media',
  )) as MediaUploadResult;

  return {
    url,
    staff,
    protectedIds: new Set(Object.values(staff).map((s) => s.id)),
    victimIds: victims.map((v) => v.id),
    productCodes,
    draftIds,
    mediaNames: [media.path.replace(/^\/media\//, '')],
    badTokens: badTokens(jwtSecret),
    images,
  };
}
