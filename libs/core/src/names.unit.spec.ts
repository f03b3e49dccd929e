import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  domainDecider,
  DomainError,
  facilityDecider,
  keyTagMatchesSearch,
  kioskDecider,
  nameCharsError,
  nameKey,
  normalizeName,
  organizationDecider,
  sameName,
  translate,
  validateResident,
  type DomainCommand,
  type KioskCommand,
  type KioskEvent,
} from './index.js';
import { saying } from './testing/refusals.js';

const refusalOf = (fn: () => unknown, languageId = 1): string | null => {
  try {
    fn();
  } catch (error) {
    const e = error as DomainError;
    return translate(e.key, e.params, languageId);
  }
  return null;
};

const PERSON_REFUSAL =
  'A name may contain letters, spaces, hyphens, apostrophes and periods, and starts with a letter';
const PLACE_REFUSAL =
  "A name may contain letters, digits, spaces and - ' . , & ( ) / #, and starts with a letter or a digit";

describe('Names of people', () => {
  it('accepts real French and English names', () => {
    for (const name of [
      'Jean-Pierre Côté',
      "D'Arcy O'Neil",
      'D’Arcy O’Neil',
      'J. R. Smith',
      'Marie-Ève St-Onge',
      'Zoë Brontë',
      'Ngọc Ánh',
      'Łukasz Żółć',
    ]) {
      expect([name, nameCharsError(name, 'person')]).toEqual([name, null]);
    }
  });
  it('refuses digits, symbols, markup and a leading punctuation mark', () => {
    for (const name of [
      'R2D2',
      'Alice 2',
      'Ann <b>',
      '&lt;b&gt;Ann',
      'Ann!',
      'Ann@home',
      "'Ann",
      '-Ann',
      'Ann_Lee',
    ]) {
      expect([name, nameCharsError(name, 'person')?.key]).toEqual([name, 'name.personChars']);
    }
  });
  it('speaks French with the typography of French', () => {
    const error = nameCharsError('R2D2', 'person');
    expect(error && translate(error.key, error.params, 2)).toBe(
      'Un nom peut contenir des lettres, des espaces, des traits d’union, des apostrophes et des points, et commence par une lettre',
    );
    expect(error && translate(error.key, error.params, 1)).toBe(PERSON_REFUSAL);
  });
});

describe('Names of places', () => {
  it('accepts what people and places are called, digits included', () => {
    for (const name of [
      'Saint-Jean Nord',
      'Résidence 2',
      "St. John's (Est)",
      'Soins & Santé inc.',
      'CHSLD Notre-Dame-de-Lourdes',
      '3e étage / Aile B',
      'Pavillon #4, Lévis',
      '2',
    ]) {
      expect([name, nameCharsError(name, 'place')]).toEqual([name, null]);
    }
  });
  it('refuses markup and symbols that are no part of a name', () => {
    for (const name of ['<East>', 'North <b>', 'Lobby: 2', 'Care!', '(East)', 'A;B', 'Ann@home', 'x_y']) {
      expect([name, nameCharsError(name, 'place')?.key]).toEqual([name, 'name.placeChars']);
    }
  });
});

describe('Normalized names', () => {
  it('are composed, unescaped, with one space between words and none at the ends', () => {
    expect(normalizeName('  Frank   Morin ')).toBe('Frank Morin');
    expect(normalizeName('Co\u0302te\u0301')).toBe('Côté');
    expect(normalizeName('&lt;East&gt;')).toBe('<East>');
    expect(normalizeName(null)).toBe('');
  });
  it('compare without case, accents, apostrophe style or spacing', () => {
    expect(sameName('Soins Côté', ' soins  COTE ')).toBe(true);
    expect(sameName("D'Arcy", 'D’Arcy')).toBe(true);
    expect(sameName('Soins Côté', 'Soins Côté Sud')).toBe(false);
    expect(nameKey('Émile  Nelligan')).toBe('emile nelligan');
  });
});

describe('Every name field uses the rule', () => {
  const organization = deciderSpec(organizationDecider);
  const domain = deciderSpec(domainDecider);
  const facility = deciderSpec(facilityDecider);
  const kiosk = deciderSpec(kioskDecider);
  const createDomain = (name: string): DomainCommand => ({
    type: 'CreateDomain',
    data: { domainId: 7, organizationId: 1, name, description: '', facilityIds: [3] },
    facts: { organizationExists: true, missingFacilityIds: [], takenFacilities: [] },
  });

  it('given a new organization, domain or facility, when the name is a real place name, then it is saved normalized', () => {
    organization
      .given()
      .when({
        type: 'CreateOrganization',
        data: { organizationId: 1, name: " St. John's  Care " },
        facts: { otherNames: [] },
      })
      .then([{ type: 'OrganizationCreated', data: { organizationId: 1, name: "St. John's Care" } }]);
    domain
      .given()
      .when(createDomain('Saint-Jean Nord'))
      .then(([created]) => expect(created?.data).toMatchObject({ name: 'Saint-Jean Nord' }));
    facility
      .given()
      .when({
        type: 'CreateFacility',
        data: {
          facilityId: 3,
          name: 'Résidence 2',
          street: '',
          city: '',
          provStateId: null,
          countryId: null,
          domainId: null,
        },
        facts: { domainExists: false },
      })
      .then(([created]) => expect(created?.data).toMatchObject({ name: 'Résidence 2' }));
  });
  it('given a place name with markup, when saved, then each kind of place refuses it in the same words', () => {
    organization
      .given()
      .when({
        type: 'CreateOrganization',
        data: { organizationId: 1, name: '&lt;Acme&gt; Care' },
        facts: { otherNames: [] },
      })
      .thenThrows(DomainError, saying(PLACE_REFUSAL));
    domain.given().when(createDomain('North!')).thenThrows(DomainError, saying(PLACE_REFUSAL));
  });
  it('given a kiosk, when its typed name breaks the rule, then it is refused; its S/N as a name is kept', () => {
    const register = (name: string, serialNumber = 'SN_0001'): KioskCommand => ({
      type: 'RegisterKiosk',
      data: {
        kioskId: 1,
        serialNumber,
        name,
        description: null,
        typeId: 2,
        facilityId: null,
        phidgetConfigId: 1,
        phidgetVersion: null,
        phidgetHubSerialNumber: null,
        machineName: null,
        identifier: null,
        contactUserId: null,
        contactPhone: null,
        contactPosition: null,
        contactAvailability: null,
        teamviewerId: null,
        teamviewerPassword: null,
        languageId: 1,
        subscriptionLevel: null,
        updateLevel: null,
        activityLevel: null,
        isAutoUpdates: null,
        ambientInvitationIds: null,
      },
      editor: { canSetLanguage: true, isSuperAdmin: true, baseOnly: false, placesIn: 'anywhere' },
      facts: {
        serialTaken: false,
        facilityExists: false,
        facilityDomainId: null,
        updateLevels: [],
        activityLevels: [],
        invitationIds: [],
        defaultInvitationIds: [],
      },
    });
    kiosk.given().when(register('Lobby <2>')).thenThrows(DomainError, saying(PLACE_REFUSAL));
    const named = (name: string) => (events: KioskEvent[]) => expect(events[0]?.data).toMatchObject({ name });
    kiosk.given().when(register('Salon 2 (Est)')).then(named('Salon 2 (Est)'));
    kiosk.given().when(register('')).then(named('SN_0001'));
    kiosk.given().when(register('SN_0001')).then(named('SN_0001'));
  });
  it("given a resident, when the first or last name is a person's name, then it is kept; else refused", () => {
    const input = {
      firstName: ' Marie-Ève ',
      lastName: "D'Amours",
      kioskTypeId: 2,
      kioskId: 4,
      languageId: 2,
      bluetoothBeaconId: null,
      uwbTagId: null,
    };
    expect(validateResident(input, { kioskTypeId: 2 })).toMatchObject({
      firstName: 'Marie-Ève',
      lastName: "D'Amours",
    });
    expect(refusalOf(() => validateResident({ ...input, lastName: 'Roy 2' }, { kioskTypeId: 2 }))).toBe(
      PERSON_REFUSAL,
    );
  });
});

describe('The key/tag table search', () => {
  const row = {
    kioskId: 7,
    kioskSerialNumber: 'ABY-0007',
    facilityName: 'Résidence Maple',
    tagId: '4100000001',
    keyNum: 3,
    residentId: null,
    residentName: null,
  };
  it('given a mapping without a resident, when searching the word the table shows, then it is found in the reader’s language', () => {
    expect(keyTagMatchesSearch(row, 'unassig', 1)).toBe(true);
    expect(keyTagMatchesSearch(row, 'Non assignee', 2)).toBe(true);
    expect(keyTagMatchesSearch(row, 'Non assignée', 1)).toBe(false);
    expect(keyTagMatchesSearch({ ...row, residentId: 4, residentName: 'Rose Roy' }, 'unassigned', 1)).toBe(
      false,
    );
  });
  it('given any mapping, when searching its kiosk, facility, tag, key or resident, then it is found, accents aside', () => {
    for (const search of ['', '7', 'aby-0007', 'residence', '41000', ' 3 ']) {
      expect([search, keyTagMatchesSearch(row, search, 1)]).toEqual([search, true]);
    }
    expect(keyTagMatchesSearch(row, 'zzz', 1)).toBe(false);
  });
});
