import { describe, expect, it } from 'vitest';
import type { DraftRecord } from '../offline/drafts.ts';
import { conflictMessage } from '../offline/sync-messages.ts';
import { SAVE_MESSAGES, submitMessage } from './save-product.ts';

const draft = (overrides: Partial<DraftRecord> = {}) => ({ id: 'd-1', ...overrides }) as DraftRecord;

describe('submission messages', () => {
  it('when a 409 names the duplicate key, then the message names the field and value', () => {
    expect(conflictMessage('Key (productCode)=(SBOVZ-B12-TCBL) already exists.')).toBe(
      'Product with productCode "SBOVZ-B12-TCBL" already exists.',
    );
    expect(conflictMessage('Someone changed it')).toBe('Someone changed it');
    expect(conflictMessage('')).toBe('Conflict: Product already exists.');
  });

  it("when the product reached the server, then the spec's add or edit message shows and the wizard leaves", () => {
    expect(submitMessage('submitted', 'add', undefined)).toMatchObject({
      kind: 'success',
      text: '✅ Product added successfully!',
      leave: true,
    });
    expect(submitMessage('submitted', 'edit', undefined).text).toBe('✅ Product edited successfully!');
  });

  it('when the submission waits in the outbox, then it says so and the wizard leaves', () => {
    expect(submitMessage('queued', 'add', draft())).toMatchObject({
      text: SAVE_MESSAGES.queued,
      leave: true,
    });
  });

  it("when the server refused it, then the draft's rejection and its details show and the wizard stays", () => {
    const refused = draft({ rejection: { message: 'Invalid product', details: ['Ingredient 1: bad'] } });
    expect(submitMessage('rejected', 'add', refused)).toEqual({
      kind: 'error',
      text: 'Invalid product',
      details: ['Ingredient 1: bad'],
      leave: false,
    });
    expect(submitMessage('rejected', 'add', draft()).text).toBe('❌ Submission failed.');
  });

  it('when the product changed on the server, then the message links to the conflict screen', () => {
    expect(submitMessage('conflict', 'edit', draft())).toMatchObject({
      leave: false,
      resolvePath: '/AdminDashboard/products/drafts/d-1/conflict',
    });
  });
});
