import { describe, expect, it } from 'vitest';
import { fieldWidth } from './text-width.ts';

describe('field width', () => {
  it('when a text has 200 characters or fewer, then it takes half the width', () => {
    expect(fieldWidth('x'.repeat(200))).toBe('half');
    expect(fieldWidth('B12 0.1%')).toBe('half');
  });

  it('when a text is longer than 200 characters, then it takes the full width', () => {
    expect(fieldWidth('x'.repeat(201))).toBe('full');
  });
});
