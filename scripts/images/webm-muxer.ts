// WebM (Matroska) muxing of VP9 chunks: EBML header, SeekHead, Info, Tracks, Clusters, Cues.

interface Chunk {
  key: boolean;
  ts: number; // microseconds
  data: Buffer;
}
function ebmlId(id: number): Buffer {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from(bytes);
}
function ebmlSize(n: number): Buffer {
  const b = Buffer.alloc(8);
  b[0] = 0x01;
  b.writeUIntBE(n, 2, 6);
  return b;
}
const el = (id: number, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([ebmlId(id), ebmlSize(body.length), body]);
};
function uintBytes(v: number, width?: number): Buffer {
  const n = width ?? Math.max(1, Math.ceil(Math.log2(v + 1) / 8));
  const b = Buffer.alloc(n);
  b.writeUIntBE(v, 0, n);
  return b;
}
const elUint = (id: number, v: number, width?: number) => el(id, uintBytes(v, width));
const elStr = (id: number, v: string) => el(id, Buffer.from(v, 'utf8'));
const elFloat = (id: number, v: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(v);
  return el(id, b);
};
export function muxWebm(chunks: Chunk[], width: number, height: number, fps: number): Buffer {
  const header = el(
    0x1a45dfa3,
    elUint(0x4286, 1),
    elUint(0x42f7, 1),
    elUint(0x42f2, 4),
    elUint(0x42f3, 8),
    elStr(0x4282, 'webm'),
    elUint(0x4287, 4),
    elUint(0x4285, 2),
  );
  const frameMs = 1000 / fps;
  const durationMs = chunks.length * frameMs;
  const info = el(
    0x1549a966,
    elUint(0x2ad7b1, 1_000_000),
    elFloat(0x4489, durationMs),
    elStr(0x4d80, 'make-images'),
    elStr(0x5741, 'make-images'),
  );
  const colour = el(0x55b0, elUint(0x55b1, 1), elUint(0x55b9, 2), elUint(0x55ba, 13), elUint(0x55bb, 1));
  const video = el(0xe0, elUint(0xb0, width), elUint(0xba, height), colour);
  const tracks = el(
    0x1654ae6b,
    el(
      0xae,
      elUint(0xd7, 1),
      elUint(0x73c5, 1),
      elUint(0x83, 1),
      elUint(0x9c, 0),
      elStr(0x86, 'V_VP9'),
      elUint(0x23e383, Math.round(1e9 / fps)),
      video,
    ),
  );
  // one cluster per key frame
  const groups: Chunk[][] = [];
  for (const c of chunks) {
    if (c.key || !groups.length) groups.push([]);
    groups.at(-1)?.push(c);
  }
  const clusters = groups.map((grp) => {
    const t0 = Math.round((grp[0]?.ts ?? 0) / 1000);
    const blocks = grp.map((c) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81;
      head.writeInt16BE(Math.round(c.ts / 1000) - t0, 1);
      head[3] = c.key ? 0x80 : 0;
      return el(0xa3, head, c.data);
    });
    return { t0, buf: el(0x1f43b675, elUint(0xe7, t0), ...blocks) };
  });
  const seekHead = (pos: { info: number; tracks: number; cues: number }) =>
    el(
      0x114d9b74,
      el(0x4dbb, el(0x53ab, ebmlId(0x1549a966)), elUint(0x53ac, pos.info, 4)),
      el(0x4dbb, el(0x53ab, ebmlId(0x1654ae6b)), elUint(0x53ac, pos.tracks, 4)),
      el(0x4dbb, el(0x53ab, ebmlId(0x1c53bb6b)), elUint(0x53ac, pos.cues, 4)),
    );
  const seekLen = seekHead({ info: 0, tracks: 0, cues: 0 }).length;
  const infoPos = seekLen;
  const tracksPos = infoPos + info.length;
  let pos = tracksPos + tracks.length;
  const cuePoints: Buffer[] = [];
  for (const c of clusters) {
    cuePoints.push(el(0xbb, elUint(0xb3, c.t0), el(0xb7, elUint(0xf7, 1), elUint(0xf1, pos, 4))));
    pos += c.buf.length;
  }
  const cues = el(0x1c53bb6b, ...cuePoints);
  const segment = el(
    0x18538067,
    seekHead({ info: infoPos, tracks: tracksPos, cues: pos }),
    info,
    tracks,
    ...clusters.map((c) => c.buf),
    cues,
  );
  return Buffer.concat([header, segment]);
}
