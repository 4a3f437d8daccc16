// What the user reads when the server refuses a draft or a submission: the API's message and its
// field messages, with a duplicate code worded as the spec's wizard says it (admin-area.md §8).
import type { AnyAnswer } from './sync-transport.ts';

/** The spec's texts for a refused submission (admin-area.md §8). */
export const SYNC_MESSAGES = {
  conflict: 'Conflict: Product already exists.',
  failed: '❌ Submission failed.',
} as const;

const DUPLICATE_KEY = /Key \(([^)]+)\)=\((.*?)\) already exists/;

/** The spec's words for a duplicate: 'Product with productCode "X" already exists.' */
export const duplicateMessage = (field: string, value: string) =>
  `Product with ${field} "${value}" already exists.`;

/** The duplicate message when a 409 names the duplicate field and value. */
export function conflictMessage(text: string, message?: string): string {
  const match = DUPLICATE_KEY.exec(text);
  if (match) return duplicateMessage(match[1]!, match[2]!);
  return message || text || SYNC_MESSAGES.conflict;
}

export interface Rejection {
  message: string;
  details: string[];
}

export function rejectionFrom(answer: AnyAnswer): Rejection {
  const body = answer.body;
  const message = typeof body.message === 'string' ? body.message : '';
  const details = Array.isArray(body.errors)
    ? body.errors
        .map((e) => (e && typeof e === 'object' ? (e as { message?: unknown }).message : undefined))
        .filter((m): m is string => typeof m === 'string')
    : [];
  if (answer.status === 409) return { message: conflictMessage(message, message), details };
  return { message: message || SYNC_MESSAGES.failed, details };
}
