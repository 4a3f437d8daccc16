// The audit log an ADMIN reads (issue #15): who did what to users and products, sign-ins (succeeded,
// failed, refused by the throttle), sign-outs and own password changes, with when and from which address. GET /api/audit, ADMIN only, newest first.

export const AUDIT_KINDS = [
  'user.created',
  'user.changed',
  'user.role-changed',
  'user.deleted',
  'sign-in.throttled',
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-out',
  'password.changed',
  'product.created',
  'product.changed',
  'product.deleted',
  'product.restored',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  'user.created': 'User created',
  'user.changed': 'User changed',
  'user.role-changed': 'Role changed',
  'user.deleted': 'User deleted',
  'sign-in.throttled': 'Sign-in refused (too many attempts)',
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed (wrong email or password)',
  'sign-out': 'Signed out (every device)',
  'password.changed': 'Own password changed',
  'product.created': 'Product created',
  'product.changed': 'Product changed',
  'product.deleted': 'Product deleted',
  'product.restored': 'Product restored',
};

export interface AuditEvent {
  id: number;
  /** ISO 8601. */
  at: string;
  /** Who did it; for a failed or refused sign-in, nobody signed in (id null, the address as name). */
  actor: { id: number | null; username: string };
  kind: AuditKind;
  /** What it was done to: a username, an email (sign-ins, sign-outs, password changes), a product code. */
  subject: string;
  details: Record<string, unknown>;
  ip: string | null;
}

export interface AuditPage {
  events: AuditEvent[];
  /** Pass as `before` for the next (older) page; absent on the last page. */
  nextBefore?: number;
}

export const AUDIT_PAGE_SIZE = 100;
