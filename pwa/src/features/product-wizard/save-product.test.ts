import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { conflictMessage, saveFailure } from './save-product.ts';

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, body, JSON.stringify(body));

describe('save failure messages', () => {
  it('when a 409 names the duplicate key, then the message names the field and value', () => {
    expect(conflictMessage('Key (productCode)=(SBOVZ-B12-TCBL) already exists.')).toBe(
      'Product with productCode "SBOVZ-B12-TCBL" already exists.',
    );
    expect(
      saveFailure(apiError(409, { message: 'Key (productCode)=(A-1) already exists.', code: 'CONFLICT' }))
        .message,
    ).toBe('Product with productCode "A-1" already exists.');
  });

  it('when a 409 has another text or none, then it shows that text or the default conflict message', () => {
    expect(conflictMessage('Someone changed it')).toBe('Someone changed it');
    expect(conflictMessage('')).toBe('Conflict: Product already exists.');
    expect(saveFailure(apiError(409, { message: 'Changed by someone else.' })).message).toBe(
      'Changed by someone else.',
    );
  });

  it("when another status answers, then its message field shows, or 'Request failed with status'", () => {
    const bad = saveFailure(
      apiError(400, { message: 'Invalid product', errors: [{ path: 'x', message: 'Ingredient 1: bad' }] }),
    );
    expect(bad).toEqual({ message: 'Invalid product', details: ['Ingredient 1: bad'] });
    expect(saveFailure(new ApiError(500, {}, '')).message).toBe('Request failed with status 500');
  });

  it('when no answer comes, then the network error message shows; anything else is the default', () => {
    expect(saveFailure(new NetworkError('Failed to fetch')).message).toBe('Failed to fetch');
    expect(saveFailure(new Error('x')).message).toBe('❌ Submission failed.');
  });
});
