import { describe, expect, it } from '@jest/globals';
import { selectedIdsOf, selectionOf } from './media-selection.util';

const rows = [
  { id: 1, free: true },
  { id: 2, free: false },
  { id: 3, free: true },
];
const idOf = (row: (typeof rows)[number]) => row.id;

describe('the selected rows of a media table', () => {
  it('reads the included ids', () => {
    expect(selectedIdsOf(selectionOf([3, 1]), rows, idOf)).toEqual([3, 1]);
  });

  it('reads "select all" as the selectable shown rows but the excluded ones', () => {
    const all = { type: 'exclude' as const, ids: new Set<number>([3]) };
    expect(selectedIdsOf(all, rows, idOf, (row) => row.free)).toEqual([1]);
    expect(selectedIdsOf({ type: 'exclude', ids: new Set() }, rows, idOf)).toEqual([1, 2, 3]);
  });
});
