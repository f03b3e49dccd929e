import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  isNorthAmericanPhone,
  kioskDecider,
  kioskDeleteBlocker,
  translate,
  type KioskEditor,
  type KioskEvent,
  type KioskFacts,
  type KioskInput,
} from '../index.js';

const input: KioskInput = {
  serialNumber: 'AB22-1',
  name: '',
  description: null,
  typeId: 1,
  facilityId: null,
  phidgetConfigId: null,
  phidgetVersion: 22,
  phidgetHubSerialNumber: null,
  machineName: null,
  identifier: null,
  contactUserId: null,
  contactPhone: null,
  contactPosition: null,
  contactAvailability: null,
  teamviewerId: 'tv',
  teamviewerPassword: null,
  languageId: 2,
  subscriptionLevel: 1,
  updateLevel: null,
  activityLevel: null,
  isAutoUpdates: false,
  ambientInvitationIds: null,
};
const facts: KioskFacts = {
  facilityExists: false,
  facilityDomainId: null,
  serialTaken: false,
  updateLevels: [1, 2, 3],
  activityLevels: [1, 2],
  invitationIds: [1, 2, 3, 4, 5],
  defaultInvitationIds: [1, 2, 4],
};
const admin: KioskEditor = {
  canSetLanguage: true,
  isSuperAdmin: true,
  baseOnly: false,
  placesIn: 'anywhere',
};

const kiosk = deciderSpec(kioskDecider);

describe('Kiosk decider', () => {
  it('keeps what the editor may not set: language, TeamViewer and auto updates', () => {
    kiosk
      .given()
      .when({
        type: 'RegisterKiosk',
        data: { kioskId: 1, ...input },
        editor: { canSetLanguage: false, isSuperAdmin: false, baseOnly: false, placesIn: 'anywhere' },
        facts,
      })
      .then(([event]) =>
        expect(event?.data).toMatchObject({
          languageId: 1,
          teamviewerId: null,
          isAutoUpdates: true,
          updateLevel: 3,
          name: 'AB22-1',
        }),
      );
  });
  it('refuses a domain manager a save that would put the kiosk outside their domains, as if the facility did not exist', () => {
    const manager: KioskEditor = {
      canSetLanguage: true,
      isSuperAdmin: false,
      baseOnly: false,
      placesIn: [7],
    };
    const inOwnDomain = { ...facts, facilityExists: true, facilityDomainId: 7 };
    kiosk
      .given()
      .when({
        type: 'RegisterKiosk',
        data: { kioskId: 1, ...input, facilityId: 70 },
        editor: admin,
        facts: inOwnDomain,
      })
      .then((registered) => {
        const move = (facilityId: number | null, domainId: number | null) =>
          kiosk.given(...registered).when({
            type: 'UpdateKiosk',
            data: { ...input, facilityId },
            editor: manager,
            facts: { ...facts, facilityExists: facilityId !== null, facilityDomainId: domainId },
          });
        move(81, 8).thenThrows((error) =>
          expect(error).toMatchObject({ key: 'kiosk.facilityNotFound', status: 404 }),
        );
        move(null, null).thenThrows((error) =>
          expect(error).toMatchObject({ key: 'kiosk.facilityNotFound' }),
        );
        move(71, 7).then(([event]) => expect(event?.data).toMatchObject({ facilityId: 71 }));
      });
  });
  it('saves nothing when nothing changed', () => {
    kiosk
      .given()
      .when({ type: 'RegisterKiosk', data: { kioskId: 1, ...input }, editor: admin, facts })
      .then((registered) =>
        kiosk
          .given(...registered)
          .when({
            type: 'UpdateKiosk',
            data: { ...input, updateLevel: 3, ambientInvitationIds: [1, 2, 4] },
            editor: admin,
            facts,
          })
          .then([]),
      );
  });
  it('saves nothing when nothing changed, whatever order the stored event’s keys come back in', () => {
    kiosk
      .given()
      .when({ type: 'RegisterKiosk', data: { kioskId: 1, ...input }, editor: admin, facts })
      .then((registered) => {
        // PostgreSQL's jsonb gives keys back sorted by length, then by bytes.
        const stored = registered.map((event) => ({
          ...event,
          data: Object.fromEntries(
            Object.entries(event.data).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1)),
          ),
        })) as KioskEvent[];
        kiosk
          .given(...stored)
          .when({
            type: 'UpdateKiosk',
            data: { ...input, updateLevel: 3, ambientInvitationIds: [1, 2, 4] },
            editor: admin,
            facts,
          })
          .then([]);
      });
  });
  it('offers the invitations that exist now: a new Abby starts with the default ones, one it offers stays after its deletion', () => {
    const managed = { ...facts, invitationIds: [1, 2, 7], defaultInvitationIds: [2, 7] };
    kiosk
      .given()
      .when({ type: 'RegisterKiosk', data: { kioskId: 1, ...input }, editor: admin, facts: managed })
      .then((registered) => {
        expect(registered[0]?.data).toMatchObject({ ambientInvitationIds: [2, 7] });
        const save = (ambientInvitationIds: number[], invitationIds: number[]) =>
          kiosk.given(...registered).when({
            type: 'UpdateKiosk',
            data: { ...input, ambientInvitationIds },
            editor: admin,
            facts: { ...managed, invitationIds },
          });
        save([1, 4], [1, 2, 7]).thenThrows((error) =>
          expect(error).toMatchObject({ key: 'kiosk.invitationInvalid' }),
        );
        // Invitation 7 was deleted while the kiosk offered it: a save that keeps it is taken.
        save([7, 1], [1, 2]).then(([event]) =>
          expect(event?.data).toMatchObject({ ambientInvitationIds: [7, 1] }),
        );
      });
  });
  it('reports residents before managers', () => {
    const blocker = kioskDeleteBlocker('Abby 1', {
      residentNames: ['Ann Roy'],
      managerNames: ['Kim', 'Lee'],
    });
    expect(translate(blocker!.key, blocker!.params)).toBe(
      'Abby 1 still hosts a resident: Ann Roy. Delete or move the resident to another kiosk before attempting to delete this kiosk.',
    );
  });
  it('accepts Canadian and US numbers only', () => {
    expect(isNorthAmericanPhone('(514) 555-1234')).toBe(true);
    expect(isNorthAmericanPhone('+1 212 555 0199')).toBe(true);
    expect(isNorthAmericanPhone('+44 20 7946 0958')).toBe(false);
    expect(isNorthAmericanPhone('555-1234')).toBe(false);
  });
});
