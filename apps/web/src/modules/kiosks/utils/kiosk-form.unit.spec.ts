import { describe, expect, it } from '@jest/globals';
import type { Kiosk } from '@ambient/core';
import {
  isSamePayload,
  kioskFormOf,
  kioskPayloadOf,
  newKioskForm,
  validateKioskForm,
  withKind,
  type KioskDefaults,
} from './kiosk-form.util';
import { facilityText, kioskDraft } from './kiosk-rows.util';

const defaults: KioskDefaults = {
  facilityId: 7,
  updateLevels: { genie: [1, 2, 12], abby21: [1, 8], abby22: [3, 15], abby3: [] },
  defaultInvitationIds: [1, 2, 4],
};

const kiosk = (patch: Partial<Kiosk> = {}): Kiosk => ({
  id: 5,
  serialNumber: 'AB22-100001',
  name: 'Abby 002',
  description: null,
  kioskTypeId: 1,
  typeId: 1,
  facilityId: 7,
  phidgetConfigId: null,
  phidgetHubSerialNumber: 123,
  phidgetVersion: 22,
  machineName: 'm1',
  identifier: 'i1',
  pictureUri: null,
  contactUserId: null,
  contactPhone: null,
  contactPosition: null,
  contactAvailability: null,
  teamviewerId: null,
  teamviewerPassword: null,
  languageId: 1,
  updateLevel: 15,
  isAutoUpdates: true,
  updateInstallDate: null,
  activityLevel: null,
  activityInstallDate: null,
  mediaSyncDate: null,
  subscriptionLevel: 2,
  ambientInvitationIds: [1, 2],
  facilityName: 'Maple Grove',
  facilityLocation: 'Toronto, ON',
  domainName: 'Central Canada',
  organizationName: 'Northern Care',
  isActive: true,
  hasResidents: true,
  createDate: '2025-01-01T00:00:00.000Z',
  updateByUserId: null,
  ...patch,
});

describe('the kiosk form (spec 02 §4, §5)', () => {
  it('starts a new kiosk at the highest level of its kind, auto updates on, in the filtered facility', () => {
    const abby = newKioskForm('abby22', defaults);
    expect(abby).toMatchObject({
      kind: 'abby22',
      updateLevel: 15,
      isAutoUpdates: true,
      facilityId: 7,
      languageId: 1,
    });
    expect(abby.ambientInvitationIds).toEqual([1, 2, 4]);
    const genie = newKioskForm('genie', defaults);
    expect(genie).toMatchObject({ updateLevel: 12, subscriptionLevel: 0, ambientInvitationIds: [] });
    expect(newKioskForm('abby3', defaults).updateLevel).toBe(0);
  });

  it('clears the subscription level when Genie is chosen, and gives a new Abby the default invitations', () => {
    const abby = { ...newKioskForm('abby21', defaults), subscriptionLevel: 3 };
    const genie = withKind(abby, 'genie', true, defaults);
    expect(genie).toMatchObject({
      kind: 'genie',
      subscriptionLevel: 0,
      updateLevel: 12,
      ambientInvitationIds: [],
    });
    const back = withKind(genie, 'abby22', true, defaults);
    expect(back.ambientInvitationIds).toEqual([1, 2, 4]);
    expect(back.updateLevel).toBe(15);
    // An existing kiosk keeps its level when the new kind offers it.
    const existing = { ...kioskFormOf(kiosk()), updateLevel: 1 };
    expect(withKind(existing, 'abby21', false, defaults).updateLevel).toBe(1);
    expect(withKind({ ...existing, updateLevel: 3 }, 'abby21', false, defaults).updateLevel).toBe(8);
  });

  it('checks the fields with the server’s messages', () => {
    const form = newKioskForm('abby22', defaults);
    expect(validateKioskForm(form).map((e) => e.key)).toEqual(['kiosk.serialRequired']);
    const bad = {
      ...form,
      serialNumber: 's'.repeat(21),
      name: 'n'.repeat(101),
      phidgetHubSerialNumber: '1234567',
      languageId: 0,
    };
    expect(validateKioskForm(bad).map((e) => e.key)).toEqual([
      'kiosk.serialMaxChars',
      'kiosk.nameMaxChars',
      'kiosk.hubSerialDigits',
      'kiosk.languageRequired',
    ]);
    // The hub serial only counts for Phidget 22; the phone only for Genie.
    expect(validateKioskForm({ ...bad, kind: 'abby21', serialNumber: 'x', name: '', languageId: 2 })).toEqual(
      [],
    );
    const genie = { ...newKioskForm('genie', defaults), serialNumber: 'GN-1', contactPhone: '12' };
    expect(validateKioskForm(genie).map((e) => e.key)).toEqual(['kiosk.phoneInvalid']);
    expect(validateKioskForm({ ...genie, contactPhone: '(514) 555-0199' })).toEqual([]);
  });

  it('sends trimmed texts, blanks as null, the serial number as the name, levels only above 0', () => {
    const form = {
      ...newKioskForm('abby22', defaults),
      serialNumber: '  AB22-9 ',
      name: '   ',
      description: '  ',
      phidgetHubSerialNumber: ' 004512 ',
      updateLevel: 0,
      activityLevel: 3,
      contactPhone: '514 555 0199',
    };
    const payload = kioskPayloadOf(form, null, 'u1');
    expect(payload).toMatchObject({
      serialNumber: 'AB22-9',
      name: 'AB22-9',
      description: null,
      kioskTypeId: 1,
      phidgetVersion: 22,
      phidgetHubSerialNumber: 4512,
      updateLevel: null,
      activityLevel: 3,
      facilityId: 7,
      subscriptionLevel: 2,
      contactPhone: null,
      phidgetConfigId: null,
      ambientInvitationIds: [1, 2, 4],
      updateByUserId: 'u1',
    });
    const v21 = kioskPayloadOf({ ...form, kind: 'abby21' }, null, null);
    expect(v21.phidgetHubSerialNumber).toBeNull();
    const genie = kioskPayloadOf(
      { ...newKioskForm('genie', { ...defaults, facilityId: 0 }), serialNumber: 'G' },
      null,
      null,
    );
    expect(genie).toMatchObject({
      kioskTypeId: 2,
      phidgetVersion: null,
      phidgetConfigId: 1,
      subscriptionLevel: null,
      activityLevel: null,
      facilityId: null,
      ambientInvitationIds: [],
    });
  });

  it('keeps what the dialog does not show, and sees an untouched form as no change', () => {
    const saved = kiosk();
    const payload = kioskPayloadOf(kioskFormOf(saved), saved, 'u1');
    expect(payload).toMatchObject({ machineName: 'm1', identifier: 'i1', phidgetHubSerialNumber: 123 });
    expect(isSamePayload(payload, kioskPayloadOf(kioskFormOf(saved), saved, 'u2'))).toBe(true);
    const renamed = kioskPayloadOf({ ...kioskFormOf(saved), name: 'Other' }, saved, 'u1');
    expect(isSamePayload(payload, renamed)).toBe(false);
  });

  it('shows a draft row with the facility, domain and organization of the chosen facility', () => {
    const payload = kioskPayloadOf({ ...newKioskForm('genie', defaults), serialNumber: 'GN-9' }, null, null);
    const draft = kioskDraft(
      payload,
      { id: -2, createDate: '2025-02-01T00:00:00.000Z' },
      [{ id: 7, name: 'Maple Grove', code: 'MG', geographicalDescription: 'Toronto, ON' }],
      [{ id: 1, name: 'Central Canada', organizationName: 'Northern Care', facilityIds: [7] }],
    );
    expect(draft).toMatchObject({
      id: -2,
      serialNumber: 'GN-9',
      typeId: 2,
      facilityName: 'Maple Grove',
      domainName: 'Central Canada',
      organizationName: 'Northern Care',
    });
    expect(facilityText(draft.facilityName, draft.facilityLocation)).toBe('Maple Grove (Toronto, ON)');
    expect(facilityText(null, 'x')).toBeNull();
  });
});
