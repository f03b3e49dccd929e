import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  ERASED_NAME,
  erasedEmail,
  erasureDecider,
  PERSONAL_DATA,
  residentDecider,
  type ResidentEvent,
  type ResidentInput,
} from '../index.js';

const erasure = deciderSpec(erasureDecider);
const resident = deciderSpec(residentDecider);

const person = { subject: 'resident-5', userId: null, residentId: 5 } as const;

describe('Erasure decider', () => {
  it('records an erasure once, and refuses a second', () => {
    erasure
      .given()
      .when({ type: 'ErasePersonalData', data: person })
      .then([{ type: 'PersonalDataErased', data: person }]);
    erasure
      .given({ type: 'PersonalDataErased', data: person })
      .when({ type: 'ErasePersonalData', data: person })
      .thenThrows((error) => expect(error).toMatchObject({ key: 'person.alreadyErased', status: 409 }));
  });
});

describe('An erased resident', () => {
  const form: ResidentInput = {
    firstName: ERASED_NAME,
    lastName: '',
    kioskTypeId: 2,
    kioskId: 9,
    languageId: 1,
    bluetoothBeaconId: null,
    uwbTagId: null,
  };
  /** As an erased resident's admission reads once their key is destroyed. */
  const admitted: ResidentEvent = {
    type: 'ResidentAdmitted',
    data: {
      residentId: 5,
      pictureBase64: null,
      firstName: ERASED_NAME,
      lastName: '',
      kioskId: 9,
      kioskTypeId: 2,
      languageId: 1,
      bluetoothBeaconId: null,
      uwbTagId: null,
      gameDifficultyLevel: null,
      gender: null,
    },
  };
  it('keeps the erased name when sent back as it is, so what is not personal still changes', () => {
    resident
      .given(admitted)
      .when({
        type: 'UpdateResident',
        data: { ...form, languageId: 2 },
        facts: { kioskTypeId: 2 },
        restricted: false,
      })
      .then(([updated]) => {
        const { pictureBase64: _none, ...fields } = admitted.data;
        expect(updated).toEqual({ type: 'ResidentUpdated', data: { ...fields, languageId: 2 } });
      });
  });
  it('is not a name anyone else may be given', () => {
    resident
      .given({ ...admitted, data: { ...admitted.data, firstName: 'Ann' } })
      .when({ type: 'UpdateResident', data: form, facts: { kioskTypeId: 2 }, restricted: false })
      .thenThrows((error) => expect(error).toMatchObject({ key: 'name.personChars' }));
  });
});

describe('The personal data declarations', () => {
  it('name whose each field is, and what it reads as once erased', () => {
    const registered = PERSONAL_DATA.get('UserRegistered')!;
    const subject = registered.subject({ userId: 'ambient|Ann' });
    expect(subject).toBe('user-ambient|Ann');
    expect(registered.fields.email!(subject)).toBe(erasedEmail('ambient|Ann'));
    expect(erasedEmail('ambient|Ann')).toBe('erased.ambient|ann@erased.invalid');
    const kiosk = PERSONAL_DATA.get('KioskUpdated')!;
    expect(kiosk.subject({ kioskId: 3, contactUserId: 'u-7' })).toBe('user-u-7');
    expect(kiosk.subject({ kioskId: 3, contactUserId: null })).toBe('kiosk-3');
    expect(PERSONAL_DATA.get('ResidentAdmitted')!.subject({ residentId: 5 })).toBe('resident-5');
  });
});
