// Security headers on every answer. The CSP allows the app's own origin and nothing else (and, inline, only
// the fixed recorder of early input of early-input.ts, by its hash).
import type { Context, Next } from 'koa';
import { EARLY_INPUT_CSP_SOURCE } from './early-input.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The one inline script: a prerendered page's recorder of early input (early-input.ts).
  `script-src 'self' ${EARLY_INPUT_CSP_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent on every answer (Strict-Transport-Security too, over HTTPS). */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

export const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

export async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  for (const [name, value] of SECURITY_HEADERS) ctx.res.setHeader(name, value);
  if (ctx.secure) ctx.set(...HSTS);
  await next();
}

/** Sign-in and sign-out answers carry a token or end one; they are never stored either. */
const SESSION_PATHS = new Set(['/admin/login', '/admin/logout']);

/**
 * Every answer to an authenticated request (one with an Authorization header), and to sign-in and sign-out,
 * is `Cache-Control: no-store`: staff data never lands in a browser's or a proxy's HTTP cache, whatever the
 * route set. Set before the route runs (so error answers have it too) and again after it.
 */
export async function noStoreWhenAuthenticated(ctx: Context, next: Next): Promise<void> {
  const personal = ctx.get('Authorization') !== '' || SESSION_PATHS.has(ctx.path);
  if (personal) ctx.set('Cache-Control', 'no-store');
  try {
    await next();
  } finally {
    if (personal) ctx.set('Cache-Control', 'no-store');
  }
}
