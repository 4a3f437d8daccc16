// Request bodies for the fuzz: valid inputs with a few fields broken, arbitrary JSON, JSON text that is cut
// short or deeply nested, multipart forms (sound and broken) and raw bytes under any content type.
import fc from 'fast-check';
import { fuzzString } from './strings.ts';

export interface FuzzBody {
  contentType?: string;
  bytes: Buffer;
}

type Json = unknown;

/** Stands in for a nested value too deep to build as an object; replaced in the JSON text. */
const DEEP = '\u0001DEEP:';
const deepText = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

function stringify(value: Json): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"\\u0001DEEP:(\d+):(\w+)"/g, (_m, n: string, kind: string) =>
    kind === 'array' ? deepText(Number(n), '[', ']') : deepText(Number(n), '{"a":', '1}'),
  );
}

/** A value of the wrong kind or size for wherever it lands. */
export const weirdValue: fc.Arbitrary<Json> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, -0.5, 1e308, -1e308, 2 ** 63, '', [], {}),
  },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 4, arbitrary: fuzzString(80) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 10, max: 50_000 }), fc.constantFrom('array', 'object'))
      .map(([n, kind]) => `${DEEP}${n}:${kind}`),
  },
  { weight: 1, arbitrary: fc.array(fc.constantFrom({}, [], 'x', 1), { minLength: 101, maxLength: 400 }) },
);

/** Every place in a JSON value a mutation can land: [] is the root. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => pathsOf(v, [...prefix, i])));
  if (value && typeof value === 'object')
    return here.concat(Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k])));
  return here;
}

type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'add'; at: number; key: string; value: Json }
  | { kind: 'wrap'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace'), at: fc.nat(), value: weirdValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete'), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('add'), at: fc.nat(), key: fuzzString(12), value: weirdValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap'), at: fc.nat() }) },
) as fc.Arbitrary<Mutation>;

function apply(root: Json, m: Mutation): Json {
  const paths = pathsOf(root);
  const path = paths[m.at % paths.length]!;
  if (path.length === 0) {
    if (m.kind === 'replace') return m.value;
    if (m.kind === 'wrap') return [root];
    if (m.kind === 'delete') return undefined;
    if (!root || typeof root !== 'object' || Array.isArray(root)) return { [m.key]: m.value };
  }
  const copy = structuredClone(root) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (m.kind === 'replace') parent[last] = m.value;
  else if (m.kind === 'wrap') parent[last] = [parent[last]];
  else if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const target = path.length === 0 ? copy : parent[last];
    if (target && typeof target === 'object' && !Array.isArray(target))
      (target as Record<string, Json>)[m.key] = m.value;
    else parent[last] = { [m.key]: m.value };
  }
  return copy;
}

/** A valid input with one to three of its fields broken (wrong type, huge, NUL, surrogates, deep, gone). */
export function mutated(valid: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, ms]) => ms.reduce(apply, value));
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'text/json',
];

const ANY_TYPES = [
  ...JSON_TYPES,
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zzz',
  'multipart/mixed; boundary=zzz',
  '*/*',
  ';;;',
  '',
];

/** Raw random bytes under a random content type (or none). */
export const rawBody: fc.Arbitrary<FuzzBody> = fc.record({
  contentType: fc.option(
    fc.oneof(
      fc.constantFrom(...ANY_TYPES),
      fuzzString(30).map((t) => latin1Only(t).slice(0, 300)),
    ),
    {
      nil: undefined,
    },
  ),
  bytes: fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)),
});

/** Header-safe: keeps the characters an HTTP header can carry. */
export function latin1Only(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
}

/** JSON text from a value: usually as it is, sometimes cut short, re-encoded or under another type. */
export function jsonBody(value: fc.Arbitrary<Json>): fc.Arbitrary<FuzzBody> {
  return fc
    .record({
      value,
      type: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        fc.constantFrom(...JSON_TYPES),
      ),
      cut: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, fc.nat()),
      encoding: fc.oneof(
        { weight: 10, arbitrary: fc.constant('utf8' as const) },
        fc.constantFrom('latin1' as const, 'utf16le' as const),
      ),
    })
    .map(({ value: v, type, cut, encoding }) => {
      const text = stringify(v);
      const sent = cut === undefined ? text : text.slice(0, cut % Math.max(1, text.length));
      return { contentType: type, bytes: Buffer.from(sent, encoding) };
    });
}

/** Any JSON body: mostly the valid input mutated, else arbitrary JSON, an empty body or raw bytes. */
export function anyJsonBody(valid: fc.Arbitrary<Json>): fc.Arbitrary<FuzzBody | undefined> {
  return fc.oneof(
    { weight: 10, arbitrary: jsonBody(mutated(valid)) },
    { weight: 4, arbitrary: jsonBody(valid) },
    { weight: 3, arbitrary: jsonBody(fc.jsonValue()) },
    { weight: 1, arbitrary: jsonBody(fc.object()) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', bytes: Buffer.alloc(0) }) },
    { weight: 2, arbitrary: rawBody },
  );
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** Encodes parts as multipart/form-data; `broken` cuts the body short or lies about the boundary. */
export function multipart(parts: Part[], boundary: string, broken?: 'cut' | 'boundary' | 'no-end'): FuzzBody {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''
    }\r\n`;
    chunks.push(Buffer.from(head, 'latin1'), p.data, Buffer.from('\r\n'));
  }
  if (broken !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let bytes = Buffer.concat(chunks);
  if (broken === 'cut') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
  const declared = broken === 'boundary' ? `${boundary}x` : boundary;
  return { contentType: `multipart/form-data; boundary=${declared}`, bytes };
}

const boundary = fc.oneof(
  fc.constant('----fuzzboundary7MA4YWxkTrZu0gW'),
  fc.stringMatching(/^[A-Za-z0-9'()+_,\-./:=?]{1,70}$/),
);
const brokenness = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  fc.constantFrom('cut' as const, 'boundary' as const, 'no-end' as const),
);

/** A file part's bytes: a real image, random bytes, an SVG with script, or an empty file. */
export function fileBytes(images: { bytes: Buffer }[]): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...images.map((i) => i.bytes)) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...images.map((i) => i.bytes)), fc.nat())
        .map(([b, n]) => b.subarray(0, n % b.length)),
    },
    {
      weight: 1,
      arbitrary: fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  );
}

const partName = (usual: string[]) =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...usual) }, fuzzString(16).map(latin1Only));

/** A multipart form with text parts `fields` and maybe a file under `fileField`, sometimes broken. */
export function multipartBody(
  fields: Record<string, fc.Arbitrary<string>>,
  fileField: string,
  images: { bytes: Buffer }[],
): fc.Arbitrary<FuzzBody> {
  // A text part is sometimes sent as a file part, as browsers (a Blob), axios and `curl -F x=@f` send JSON.
  const asFile = fc.option(
    fc.record({
      filename: fc.constantFrom('product.json', 'blob', ''),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/octet-stream',
        'text/plain;charset=UTF-8',
        'image/png',
        '',
      ),
    }),
    { freq: 3, nil: undefined },
  );
  const textParts = Object.entries(fields).map(([name, value]) =>
    fc.option(
      fc
        .record({ name: partName([name]), data: value.map((v) => Buffer.from(v, 'utf8')), file: asFile })
        .map(({ file, ...part }): Part => ({ ...part, ...file })),
      { freq: 8, nil: undefined },
    ),
  );
  const filePart = fc.record({
    name: partName([fileField, 'file', 'bannerImage']),
    filename: fc.oneof(fc.constantFrom('a.png', 'x.jpg', '', '../../x.png'), fuzzString(20).map(latin1Only)),
    contentType: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream', ''),
    data: fileBytes(images),
  }) as fc.Arbitrary<Part>;
  const files = fc.oneof(
    { weight: 6, arbitrary: filePart.map((p) => [p]) },
    fc.constant([]),
    fc.tuple(filePart, filePart),
  );
  const extra = fc.array(
    fc.record({
      name: fuzzString(8).map(latin1Only),
      data: fc.constant(Buffer.from('x')),
    }) as fc.Arbitrary<Part>,
    { maxLength: 14 },
  );
  return fc
    .tuple(
      fc.tuple(...textParts),
      files,
      fc.oneof({ weight: 6, arbitrary: fc.constant([]) }, extra),
      boundary,
      brokenness,
    )
    .map(([texts, fileParts, extras, b, broken]) =>
      multipart([...texts.filter((p): p is Part => p !== undefined), ...fileParts, ...extras], b, broken),
    );
}

/** JSON text (for a multipart part) of a valid value, mutated or not, or not JSON at all. */
export function jsonText(valid: fc.Arbitrary<Json>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: mutated(valid).map(stringify) },
    { weight: 3, arbitrary: valid.map(stringify) },
    { weight: 1, arbitrary: fc.jsonValue().map(stringify) },
    { weight: 1, arbitrary: fuzzString(40) },
  );
}
