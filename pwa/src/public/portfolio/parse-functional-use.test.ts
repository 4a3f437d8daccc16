import { describe, expect, it } from 'vitest';
import { parseFunctionalUse } from './parse-functional-use.ts';

describe('functional use parsing', () => {
  it('when items are emoji and label, then each is split into icon and label', () => {
    expect(parseFunctionalUse('⚡ Energy, 🩸 Blood formation, 🧠 Nervous system')).toEqual([
      { icon: '⚡', label: 'Energy' },
      { icon: '🩸', label: 'Blood formation' },
      { icon: '🧠', label: 'Nervous system' },
    ]);
  });

  it('when an emoji has a variation selector, then it stays whole', () => {
    expect(parseFunctionalUse('🛡️ Immunity, ❤️ Heart')).toEqual([
      { icon: '🛡️', label: 'Immunity' },
      { icon: '❤️', label: 'Heart' },
    ]);
  });

  it('when an item has no emoji, then it is a label alone', () => {
    expect(parseFunctionalUse('Energy, ⚡')).toEqual([
      { icon: '', label: 'Energy' },
      { icon: '', label: '⚡' },
    ]);
  });

  it('when the text has blanks and stray commas, then they are skipped', () => {
    expect(parseFunctionalUse('  ,🦴  Bones ,, ')).toEqual([{ icon: '🦴', label: 'Bones' }]);
    expect(parseFunctionalUse('')).toEqual([]);
  });
});
