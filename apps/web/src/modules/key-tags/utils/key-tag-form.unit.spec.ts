import { describe, expect, it } from '@jest/globals';
import type { KeyTag } from '@ambient/core';
import {
  UNASSIGNED,
  formAfterCreate,
  isKioskLocked,
  keyTagFormOf,
  residentChoices,
  savePlan,
  validateKeyTagForm,
  type KeyTagForm,
} from './key-tag-form.util';
import { keyTagMatchesSearch } from '@ambient/core';

const mapping = (overrides: Partial<KeyTag> = {}): KeyTag => ({
  id: 5,
  kioskId: 7,
  tagId: '4100000071',
  keyNum: 3,
  residentId: null,
  facilityId: 2,
  kioskSerialNumber: 'ABY-0007',
  facilityName: 'Maple Grove',
  residentName: null,
  ...overrides,
});
const form = (overrides: Partial<KeyTagForm> = {}): KeyTagForm => ({
  kioskId: 7,
  tagId: '4100000071',
  keyNum: '3',
  residentId: UNASSIGNED,
  ...overrides,
});

describe('key/tag form', () => {
  it('starts empty (on a kiosk when given), or from the mapping with -1 for Unassigned', () => {
    expect(keyTagFormOf(null)).toEqual({ kioskId: null, tagId: '', keyNum: '', residentId: UNASSIGNED });
    expect(keyTagFormOf(null, 7)).toMatchObject({ kioskId: 7 });
    expect(keyTagFormOf(mapping({ residentId: 40 }))).toEqual(form({ residentId: 40 }));
  });

  it('after a create with Auto-close off keeps the kiosk and sets the resident to Unassigned', () => {
    expect(formAfterCreate(form({ residentId: 40 }))).toEqual({
      kioskId: 7,
      tagId: '',
      keyNum: '',
      residentId: UNASSIGNED,
    });
  });

  it('checks the rules of spec 02 §5, key at least 1 when a resident is chosen', () => {
    expect(validateKeyTagForm(form())).toEqual([]);
    expect(validateKeyTagForm(form({ keyNum: '0' }))).toEqual([]);
    expect(validateKeyTagForm(form({ keyNum: '0', residentId: 40 }))).toEqual([
      { field: 'keyNum', key: 'keyTag.keyNumInvalid' },
    ]);
    expect(validateKeyTagForm(form({ kioskId: null, tagId: '', keyNum: '10001' }))).toEqual([
      { field: 'kioskId', key: 'resident.selectionRequired' },
      { field: 'tagId', key: 'resident.valueRequired' },
      { field: 'keyNum', key: 'keyTag.keyNumMax' },
    ]);
  });

  it('locks the kiosk of an assigned mapping only', () => {
    expect(isKioskLocked(null)).toBe(false);
    expect(isKioskLocked(mapping())).toBe(false);
    expect(isKioskLocked(mapping({ residentId: 40 }))).toBe(true);
  });

  it("offers the kiosk's residents no other mapping has, its own included, none before a kiosk", () => {
    const residents = [
      { id: 40, name: 'Ann', kioskId: 7 },
      { id: 41, name: 'Bob', kioskId: 7 },
      { id: 42, name: 'Cy', kioskId: 8 },
      { id: 43, name: 'Di', kioskId: 7 },
    ];
    const keyTags = [mapping({ id: 5, residentId: 40 }), mapping({ id: 6, residentId: 41 })];
    expect(residentChoices(residents, keyTags, null, null)).toEqual([]);
    expect(residentChoices(residents, keyTags, 7, null).map((r) => r.id)).toEqual([43]);
    expect(residentChoices(residents, keyTags, 7, 5).map((r) => r.id)).toEqual([40, 43]);
  });
});

describe('what a save sends', () => {
  it('creates, then assigns when a resident is chosen', () => {
    expect(savePlan(null, form({ tagId: ' 4100000071 ', residentId: 40 }), 2)).toEqual({
      kind: 'create',
      payload: { kioskId: 7, tagId: '4100000071', keyNum: 3, residentId: 40, facilityId: 2 },
      assign: 40,
    });
    expect(savePlan(null, form(), 2)).toMatchObject({ kind: 'create', assign: null });
  });

  it('sends nothing when nothing changed', () => {
    expect(savePlan(mapping({ residentId: 40 }), form({ residentId: 40 }), 2)).toEqual({ kind: 'nothing' });
  });

  it('sends the resident alone when only the resident changed: assigning after, unassigning before', () => {
    expect(savePlan(mapping(), form({ residentId: 40 }), 2)).toEqual({
      kind: 'update',
      payload: null,
      resident: { residentId: 40, when: 'after' },
    });
    expect(savePlan(mapping({ residentId: 40 }), form({ keyNum: '0' }), 2)).toEqual({
      kind: 'update',
      payload: { kioskId: 7, tagId: '4100000071', keyNum: 0, residentId: null, facilityId: 2 },
      resident: { residentId: null, when: 'before' },
    });
  });

  it('sends the update alone when the resident stayed', () => {
    expect(savePlan(mapping(), form({ keyNum: '9' }), 2)).toEqual({
      kind: 'update',
      payload: { kioskId: 7, tagId: '4100000071', keyNum: 9, residentId: null, facilityId: 2 },
      resident: null,
    });
  });
});

describe('the table search', () => {
  it('matches kiosk id, serial number, facility, tag, key and resident, ignoring case', () => {
    const row = mapping({ residentId: 40, residentName: 'Rose Tremblay' });
    for (const search of ['', '7', 'aby-0007', 'maple', '41000', 'rose', 'TREMBLAY']) {
      expect(keyTagMatchesSearch(row, search, 1)).toBe(true);
    }
    expect(keyTagMatchesSearch(row, 'nothing like it', 1)).toBe(false);
  });
});
