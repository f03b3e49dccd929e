import { describe, expect, it } from '@jest/globals';
import { turnPage, uploadPage } from './upload-pager.util';

describe('the upload dialog pager (spec 03 §2.4, §9)', () => {
  it('shows no pager when every form fits on one page', () => {
    expect(uploadPage(0, 1, 1)).toEqual({
      first: 0,
      end: 1,
      paged: false,
      hasPrevious: false,
      hasNext: false,
    });
    expect(uploadPage(0, 4, 4).paged).toBe(false);
  });

  it('pages one file at a time by default, and 4 or 12 when asked', () => {
    expect(uploadPage(1, 3, 1)).toEqual({ first: 1, end: 2, paged: true, hasPrevious: true, hasNext: true });
    expect(uploadPage(5, 10, 4)).toEqual({ first: 4, end: 8, paged: true, hasPrevious: true, hasNext: true });
    expect(uploadPage(9, 10, 4)).toEqual({
      first: 8,
      end: 10,
      paged: true,
      hasPrevious: true,
      hasNext: false,
    });
    expect(uploadPage(0, 13, 12).end).toBe(12);
  });

  it('turns pages without leaving the files', () => {
    expect(turnPage(0, 3, 1, 1)).toBe(1);
    expect(turnPage(2, 3, 1, 1)).toBe(2);
    expect(turnPage(4, 10, 4, -1)).toBe(0);
    expect(turnPage(0, 10, 4, -1)).toBe(0);
  });
});
