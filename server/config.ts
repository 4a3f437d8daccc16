// Reads the environment once, validates it and returns a typed config; nothing else reads process.env.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { passwordProblem } from '../shared/password-policy.ts';
import { weakPasswordProblem } from './auth/password-strength.ts';
import { DEFAULT_UPLOADS_PER_MINUTE } from '../shared/limits.ts';
import { DEFAULT_STATIC_DIR, PROJECT_ROOT } from './paths.ts';
import type { S3Settings } from './modules/media/bucket.ts';
import { DEFAULT_SSE_MAX_PER_PROCESS, DEFAULT_SSE_MAX_PER_USER } from './modules/sync/stream-slots.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .check((ctx) => {
      const problem = passwordProblem(ctx.value, weakPasswordProblem);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    })
    .optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  STATIC_DIR: z.string().min(1).optional(),
  // The number of reverse proxies in front whose X-Forwarded-For entries are trusted ('true'/'false' are
  // read as 1/0 for older configurations).
  TRUST_PROXY: z
    .string()
    .regex(/^(?:true|false|10|\d)$/, 'TRUST_PROXY must be the number of trusted proxies in front (0 to 10)')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .default(0),
  WEB_CONCURRENCY: z.coerce.number().int().min(1, 'WEB_CONCURRENCY must be 1 or more').max(64).optional(),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_UPLOADS_PER_MINUTE),
  SSE_MAX_PER_USER: z.coerce.number().int().min(1).max(1000).default(DEFAULT_SSE_MAX_PER_USER),
  SSE_MAX_PER_PROCESS: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_SSE_MAX_PER_PROCESS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'METRICS_TOKEN must be 16 to 256 visible characters, without spaces')
    .optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'PUBLIC_URL must be an origin such as https://www.example.com')
    .optional(),
  MEDIA_STORE: z.enum(['postgres', 's3'], 'MEDIA_STORE must be postgres or s3').default('postgres'),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL such as https://s3.example.com').optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], 'S3_FORCE_PATH_STYLE must be true or false')
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});

/** The S3_* settings MEDIA_STORE=s3 cannot do without (S3_ENDPOINT unset means AWS itself). */
const REQUIRED_S3 = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminUsername: string | undefined;
  staticDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Trusted reverse-proxy hops (0: X-Forwarded-* is ignored). */
  trustProxyHops: number;
  /** Images one user may upload per minute. */
  uploadsPerMinute: number;
  /** Live event streams one user may hold open in a server process. */
  sseMaxPerUser: number;
  /** Live event streams a server process may hold open in all. */
  sseMaxPerProcess: number;
  /** HTTP processes on the one port (1: no cluster). */
  webConcurrency: number;
  /** The site's public origin, for canonical links, Open Graph tags, robots.txt and the sitemap. */
  publicUrl: string;
  /** The bearer token of GET /metrics; undefined: no metrics and no such route. */
  metricsToken: string | undefined;
  /** Where new images are stored (MEDIA_STORE). */
  mediaStore: 'postgres' | 's3';
  /**
   * The bucket (S3_*): required with MEDIA_STORE=s3; with postgres, set only to read images still in it
   * while `npm run media:migrate -- --to postgres` brings them back.
   */
  s3: S3Settings | undefined;
}

/** The S3 settings, undefined when none is needed and S3_BUCKET is unset; throws naming what is missing. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (e.MEDIA_STORE === 'postgres' && e.S3_BUCKET === undefined) return undefined;
  const missing = REQUIRED_S3.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    const why = e.MEDIA_STORE === 's3' ? 'MEDIA_STORE=s3' : 'S3_BUCKET';
    throw new Error(`Invalid configuration:\n  ${why} is missing ${missing.join(', ')}.`);
  }
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION!,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as a shell user would expect from `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(PROJECT_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminUsername: e.ADMIN_USERNAME,
    staticDir: e.STATIC_DIR ? path.resolve(PROJECT_ROOT, e.STATIC_DIR) : DEFAULT_STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY,
    uploadsPerMinute: e.UPLOADS_PER_MINUTE,
    sseMaxPerUser: e.SSE_MAX_PER_USER,
    sseMaxPerProcess: e.SSE_MAX_PER_PROCESS,
    webConcurrency: e.WEB_CONCURRENCY ?? os.availableParallelism(),
    publicUrl: e.PUBLIC_URL ?? `http://localhost${e.PORT === 80 || e.PORT === 0 ? '' : `:${e.PORT}`}`,
    metricsToken: e.METRICS_TOKEN,
    mediaStore: e.MEDIA_STORE,
    s3: s3Settings(e),
  };
}
