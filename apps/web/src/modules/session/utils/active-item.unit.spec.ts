import { describe, expect, it } from '@jest/globals';
import { activateItem, keepActive } from './active-item.util';

describe('session cache active flags (spec 01 §3)', () => {
  const list = [
    { id: 1, isActive: true },
    { id: 2, isActive: false },
  ];

  it('flags exactly one item active and clears the others', () => {
    expect(activateItem(list, { id: 2 })).toEqual([
      { id: 1, isActive: false },
      { id: 2, isActive: true },
    ]);
  });

  it('adds an item that is not in the list yet as the active one', () => {
    expect(activateItem(list, { id: 3 }).filter((i) => i.isActive)).toEqual([{ id: 3, isActive: true }]);
  });

  it('keeps the active flag when the list is reloaded', () => {
    expect(keepActive([{ id: 2 }, { id: 1 }], list)).toEqual([
      { id: 2, isActive: false },
      { id: 1, isActive: true },
    ]);
  });
});
