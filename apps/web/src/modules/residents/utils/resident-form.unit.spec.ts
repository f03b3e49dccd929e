import { describe, expect, it } from '@jest/globals';
import type { KeyTag, Kiosk, Resident } from '@ambient/core';
import {
  NO_KEY,
  keyOptionsOf,
  kiosksOfType,
  residentFieldRules,
  residentFormOf,
  residentPayloadOf,
  sameResidentForm,
  validateResidentForm,
  withKiosk,
} from './resident-form.util';

const resident = (patch: Partial<Resident> = {}): Resident => ({
  id: 7,
  name: 'Marguerite Tremblay',
  firstName: 'Marguerite',
  lastName: 'Tremblay',
  kioskId: 3,
  kioskTypeId: 1,
  facilityId: 1,
  pictureBase64: null,
  languageId: 2,
  bluetoothBeaconId: 42,
  uwbTagId: null,
  kioskKeyTagId: 11,
  gameDifficultyLevel: 1,
  gender: 'M',
  isActive: true,
  newMessages: 0,
  createDate: '2025-01-01T00:00:00.000Z',
  updateDate: '2025-01-01T00:00:00.000Z',
  updateByUserId: null,
  kiosk: { id: 3, name: 'Abby 003', typeId: 1, serialNumber: 'AB22-100002', facility: null },
  ...patch,
});

const tag = (id: number, kioskId: number, keyNum: number, residentId: number | null): KeyTag => ({
  id,
  kioskId,
  tagId: `TAG${String(id).padStart(7, '0')}`,
  keyNum,
  residentId,
  facilityId: null,
  kioskSerialNumber: '',
  facilityName: null,
  residentName: null,
});

const abbyNew = residentFieldRules({ isNew: true, kioskTypeId: 1, isResidentManager: false });
const genieNew = residentFieldRules({ isNew: true, kioskTypeId: 2, isResidentManager: false });

describe('the resident dialog (spec 02 §2, §4, §5, §6)', () => {
  it('hides key, beacon, contact and delete from family facilitators and locks their kiosk', () => {
    const family = residentFieldRules({ isNew: false, kioskTypeId: 1, isResidentManager: true });
    expect(family).toMatchObject({
      showDeviceFields: false,
      showContact: false,
      showDelete: false,
      kioskLocked: true,
    });
    const manager = residentFieldRules({ isNew: false, kioskTypeId: 1, isResidentManager: false });
    expect(manager).toMatchObject({
      showDeviceFields: true,
      showContact: false,
      showDelete: true,
      kioskLocked: false,
    });
  });

  it('changes the picture only for a resident that exists; the contact only when adding', () => {
    expect(abbyNew).toMatchObject({ showPicture: false, showContact: true, showDelete: false });
    expect(residentFieldRules({ isNew: false, kioskTypeId: 2, isResidentManager: false }).showPicture).toBe(
      true,
    );
  });

  it('requires the first name, language and kiosk, and caps names at 50', () => {
    const form = residentFormOf(null, 2);
    expect(form.languageId).toBe(1);
    expect(validateResidentForm({ ...form, languageId: 0 }, genieNew)).toEqual([
      { field: 'firstName', key: 'resident.valueRequired' },
      { field: 'languageId', key: 'resident.selectionRequired' },
      { field: 'kioskId', key: 'resident.selectionRequired' },
    ]);
    const long = { ...form, firstName: 'a'.repeat(51), lastName: 'b'.repeat(51), kioskId: 4 };
    expect(validateResidentForm(long, genieNew)).toEqual([
      { field: 'firstName', key: 'resident.valueMaxChars', params: { max: 50 } },
      { field: 'lastName', key: 'resident.valueMaxChars', params: { max: 50 } },
    ]);
  });

  it('requires a numeric beacon for Abby only, and caps the UWB tag at 10', () => {
    const form = { ...residentFormOf(null, 1), firstName: 'Ann', kioskId: 3 };
    expect(validateResidentForm(form, abbyNew)).toEqual([
      { field: 'bluetoothBeaconId', key: 'resident.valueRequired' },
    ]);
    expect(validateResidentForm({ ...form, bluetoothBeaconId: '12a' }, abbyNew)).toEqual([
      { field: 'bluetoothBeaconId', key: 'resident.valueNumeric' },
    ]);
    expect(
      validateResidentForm({ ...form, bluetoothBeaconId: '12', uwbTagId: '12345678901' }, abbyNew),
    ).toEqual([{ field: 'uwbTagId', key: 'resident.valueMaxChars', params: { max: 10 } }]);
    expect(validateResidentForm({ ...form, kioskTypeId: 2 }, genieNew)).toEqual([]);
    // A family facilitator does not see the beacon, so it is not checked.
    const family = residentFieldRules({ isNew: false, kioskTypeId: 1, isResidentManager: true });
    expect(validateResidentForm(form, family)).toEqual([]);
  });

  it('checks the optional contact only when asked for', () => {
    const form = { ...residentFormOf(null, 2), firstName: 'Ann', kioskId: 4 };
    expect(validateResidentForm({ ...form, contactEmail: 'bad' }, genieNew)).toEqual([]);
    const withContact = {
      ...form,
      addContact: true,
      contactEmail: 'bad',
      contactName: 'Jo 2',
      contactNickname: 'x'.repeat(21),
    };
    expect(validateResidentForm(withContact, genieNew).map((e) => e.key)).toEqual([
      'resident.contactEmailInvalid',
      'resident.contactNameInvalid',
      'resident.contactNicknameMaxChars',
    ]);
    expect(validateResidentForm({ ...withContact, contactEmail: '' }, genieNew)[0]?.key).toBe(
      'resident.valueRequired',
    );
  });

  it('sends the key None as null, the beacon as an integer and blank tags as null', () => {
    const form = {
      ...residentFormOf(null, 1),
      firstName: ' Ann ',
      lastName: ' Roy ',
      kioskId: 3,
      bluetoothBeaconId: ' 0042 ',
    };
    expect(residentPayloadOf(form, abbyNew)).toEqual({
      firstName: 'Ann',
      lastName: 'Roy',
      kioskTypeId: 1,
      kioskId: 3,
      languageId: 1,
      bluetoothBeaconId: 42,
      uwbTagId: null,
      kioskKeyTagId: null,
    });
    expect(residentPayloadOf({ ...form, kioskKeyTagId: 11 }, abbyNew).kioskKeyTagId).toBe(11);
    expect(form.kioskKeyTagId).toBe(NO_KEY);
  });

  it('sends the contact with a display name that defaults to the first word of the name', () => {
    const form = {
      ...residentFormOf(null, 2),
      firstName: 'Ann',
      kioskId: 4,
      addContact: true,
      contactEmail: ' jo@example.com ',
      contactName: ' Jocelyne Roy ',
    };
    expect(residentPayloadOf(form, genieNew).contactUser).toEqual({
      email: 'jo@example.com',
      name: 'Jocelyne Roy',
      nickname: 'Jocelyne',
    });
    expect(residentPayloadOf({ ...form, addContact: false }, genieNew).contactUser).toBeUndefined();
  });

  it('edits what the resident holds, and reads Close while nothing changed', () => {
    const form = residentFormOf(resident(), 0);
    expect(form).toMatchObject({
      kioskTypeId: 1,
      languageId: 2,
      kioskId: 3,
      kioskKeyTagId: 11,
      bluetoothBeaconId: '42',
    });
    expect(sameResidentForm(form, residentFormOf(resident(), 0))).toBe(true);
    expect(sameResidentForm({ ...form, lastName: 'Roy' }, form)).toBe(false);
  });

  it('offers the kiosks of the type, and a kiosk change puts the key back to None', () => {
    const kiosks = [
      { id: 1, kioskTypeId: 1, typeId: 1 },
      { id: 2, kioskTypeId: 2, typeId: 2 },
    ] as Kiosk[];
    expect(kiosksOfType(kiosks, 2).map((k) => k.id)).toEqual([2]);
    const form = residentFormOf(resident(), 0);
    expect(withKiosk(form, 3)).toBe(form);
    expect(withKiosk(form, 9)).toMatchObject({ kioskId: 9, kioskKeyTagId: NO_KEY });
  });

  it("offers the kiosk's free keys and the resident's own", () => {
    const tags = [tag(1, 3, 5, null), tag(2, 3, 2, 7), tag(3, 3, 1, 8), tag(4, 4, 1, null)];
    expect(keyOptionsOf(tags, 3, 7).map((k) => k.id)).toEqual([2, 1]);
    expect(keyOptionsOf(tags, 3, null).map((k) => k.id)).toEqual([1]);
  });
});
