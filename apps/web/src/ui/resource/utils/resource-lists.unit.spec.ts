import { describe, expect, it } from '@jest/globals';
import { toSortParam } from './list-params.util';
import { arrangeRows, isNewId, withRowFirst } from './pinned-rows.util';

describe('server-side tables', () => {
  it('sends the sort as field or -field', () => {
    expect(toSortParam([])).toBeNull();
    expect(toSortParam([{ field: 'name', sort: 'asc' }])).toBe('name');
    expect(toSortParam([{ field: 'createDate', sort: 'desc' }])).toBe('-createDate');
    expect(toSortParam([{ field: 'name', sort: null }])).toBeNull();
  });

  it('keeps rows added in this visit at the top of the first page only, with the server copy', () => {
    const server = [
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
      { id: 3, v: 'c' },
    ];
    const pinned = [{ id: 3, v: 'old' }];
    expect(arrangeRows(server, pinned, true)).toEqual([
      { id: 3, v: 'c' },
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
    expect(arrangeRows(server, pinned, false).map((r) => r.id)).toEqual([1, 2]);
    expect(arrangeRows(server, [{ id: 9, v: 'new' }], true).map((r) => r.id)).toEqual([9, 1, 2, 3]);
    expect(withRowFirst(server, { id: 2, v: 'B' }).map((r) => r.v)).toEqual(['B', 'a', 'c']);
  });

  it('treats ids below 0 as rows being added', () => {
    expect(isNewId(-1)).toBe(true);
    expect(isNewId(1)).toBe(false);
  });
});
