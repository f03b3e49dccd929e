import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@ambient/core';
import { bodyFault } from '../../src/common/input-guard.js';
import { parseListQuery } from '../../src/common/list-query.js';
import { idText, parseInput } from '../../src/common/validation.js';

const SORT = { name: 'o.name' };
const refusedField = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError && error.status === 400 ? String(error.params.field) : 'other';
  }
};

describe('the edge rules', () => {
  it('walks a body 10,000 deep without overflowing and refuses it', () => {
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`) as unknown;
    expect(bodyFault(deep)).toBe('error.tooDeep');
    expect(bodyFault({ a: [[['fine']]] })).toBeNull();
  });

  it('refuses NUL and lone surrogates in texts and keys, keeps whole pairs', () => {
    expect(bodyFault({ name: 'a\u0000b' })).toBe('error.invalidText');
    expect(bodyFault({ name: 'x\ud800' })).toBe('error.invalidText');
    expect(bodyFault({ ['\udc00']: 1 })).toBe('error.invalidText');
    expect(bodyFault({ name: 'Soleil \ud83c\udf1e' })).toBeNull();
  });

  it('accepts ids within PostgreSQL integers only', () => {
    expect(parseInput(idText, '2147483647')).toBe(2147483647);
    expect(refusedField(() => parseInput(idText, '2147483648', 'id'))).toBe('id');
    expect(refusedField(() => parseInput(idText, '1e3', 'id'))).toBe('id');
    expect(refusedField(() => parseInput(idText, '0', 'id'))).toBe('id');
  });

  it('refuses inherited, unknown and non-text list parameters', () => {
    expect(parseListQuery({ sort: '-name' }, SORT, 'name').orderBy).toBe('o.name DESC NULLS LAST');
    expect(refusedField(() => parseListQuery({ sort: '__proto__' }, SORT, 'name'))).toBe('sort');
    expect(refusedField(() => parseListQuery({ sort: 'constructor' }, SORT, 'name'))).toBe('sort');
    expect(refusedField(() => parseListQuery({ search: ['a', 'b'] }, SORT, 'name'))).toBe('search');
    expect(refusedField(() => parseListQuery({ pageSize: '100000' }, SORT, 'name'))).toBe('pageSize');
  });
});
