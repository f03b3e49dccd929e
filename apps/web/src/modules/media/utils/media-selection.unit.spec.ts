import { describe, expect, it } from '@jest/globals';
import { selectedIdsOf, selectionOf, selectorLayout } from './media-selection.util';

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

describe("the media selector's layout (spec 03 §2.3)", () => {
  const person = { isAdmin: false, isCover: false };
  it('shows the library picker to admins, or when the playlist has more than one library', () => {
    expect(selectorLayout(1, 'kiosk', person).libraryPicker).toBe(false);
    expect(selectorLayout(1, 'kiosk', { ...person, isAdmin: true }).libraryPicker).toBe(true);
    expect(selectorLayout(2, 'resident', person).libraryPicker).toBe(true);
  });

  it("shows the Behaviour column on a kiosk's library only", () => {
    expect(selectorLayout(1, 'kiosk', person).behaviour).toBe(true);
    expect(selectorLayout(2, 'resident', person).behaviour).toBe(false);
    expect(selectorLayout(2, 'library', person).behaviour).toBe(false);
  });

  it('hides both pickers as a cover picker, even for an admin', () => {
    expect(selectorLayout(2, 'resident', { isAdmin: true, isCover: true })).toMatchObject({
      libraryPicker: false,
      typeFilter: false,
    });
  });
});
