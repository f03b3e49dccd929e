import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { refusal } from '../testing/refusals.js';
import {
  abbyProfileDecider,
  type AbbyProfileCommand,
  type AbbyProfileFileFact,
} from './abby-profile.decider.js';
import { changesAbbyContent, type AbbyProfileEvent, type AbbyProfileOwner } from './abby-profile.js';

const { given } = deciderSpec(abbyProfileDecider);

const KIOSK: AbbyProfileOwner = { residentId: null, kioskId: 3 };
const RESIDENT: AbbyProfileOwner = { residentId: 9, kioskId: null };

const create = (owner: AbbyProfileOwner, kioskTypeId: number | null = 1): AbbyProfileCommand => ({
  type: 'CreateAbbyProfile',
  profileId: 7,
  owner,
  kioskTypeId,
  createdBy: 'ambient|manager',
  name: ' Evening ',
  description: '',
});
const created = (owner: AbbyProfileOwner): AbbyProfileEvent => ({
  type: 'AbbyProfileCreated',
  data: { profileId: 7, ...owner, createdBy: 'ambient|manager', name: 'Evening', description: '' },
});

const file = (mediaFileId: number, pathTypeId: number, container = 'abby-library') => ({
  detailId: 100 + mediaFileId,
  mediaFileId,
  container,
  pathTypeId,
});
const add = (...files: Array<AbbyProfileFileFact & { detailId: number }>): AbbyProfileCommand => ({
  type: 'AddAbbyProfileDetails',
  files,
});

/** The profile as these events leave it. */
const profileAfter = (...events: AbbyProfileEvent[]) =>
  events.reduce(abbyProfileDecider.evolve, abbyProfileDecider.initialState);

/** The refusal reads `expected` in English (a pattern: matches it). */
const says = (expected: string | RegExp) => (error: DomainError) =>
  typeof expected === 'string'
    ? expect(refusal(error).message).toBe(expected)
    : expect(refusal(error).message).toMatch(expected);
/** The refusal's HTTP status is `expected`. */
const status = (expected: number) => (error: DomainError) => expect(error.status).toBe(expected);

/** The details that files of these ids add to the kiosk's profile. */
const detailsAdded = (...mediaFileIds: number[]): AbbyProfileEvent => ({
  type: 'AbbyProfileDetailsAdded',
  data: {
    profileId: 7,
    ...KIOSK,
    details: mediaFileIds.map((mediaFileId) => ({ detailId: 100 + mediaFileId, mediaFileId })),
  },
});
/** A kiosk profile holding its required media (an ambient video, music, pictures), then activated. */
const requiredAdded = detailsAdded(1, 2, 3);
const activeKioskProfile: AbbyProfileEvent[] = [
  created(KIOSK),
  requiredAdded,
  { type: 'AbbyProfileActivated', data: { profileId: 7, ...KIOSK, replaced: null } },
];
const required = [
  { detailId: 101, pathTypeId: 9 },
  { detailId: 102, pathTypeId: 1 },
  { detailId: 103, pathTypeId: 3 },
];

describe('Abby profile decider', () => {
  it('creates an inactive profile of an Abby kiosk or resident, names trimmed', () => {
    given()
      .when(create(KIOSK))
      .then([
        {
          type: 'AbbyProfileCreated',
          data: {
            profileId: 7,
            residentId: null,
            kioskId: 3,
            createdBy: 'ambient|manager',
            name: 'Evening',
            description: '',
          },
        },
      ]);
    given()
      .when(create(RESIDENT))
      .then([created(RESIDENT)]);
    expect(profileAfter(created(RESIDENT))).toMatchObject({ owner: RESIDENT, isActive: false });
  });

  it('refuses a Genie, an empty name, a long name or a long description with the spec texts', () => {
    given()
      .when(create(KIOSK, 2))
      .thenThrows(DomainError, says('Profiles belong to Abby kiosks and their residents.'));
    const texts = (name: string, description = '') =>
      given().when({ ...create(KIOSK), name, description } as AbbyProfileCommand);
    texts('  ').thenThrows(DomainError, says('Name is required'));
    texts('x'.repeat(51)).thenThrows(DomainError, says(/50/));
    texts('ok', 'x'.repeat(101)).thenThrows(DomainError, says(/100/));
  });

  it('takes files of the path types its manager offers, from the shared library or the owner’s own', () => {
    const kiosk = given(created(KIOSK));
    kiosk.when(add(file(1, 9), file(1, 9), file(2, 10, 'k-3'))).then([detailsAdded(1, 2)]);
    // Radio shows are hidden from both managers; ambient videos and the kiosk's own types from the resident's.
    kiosk.when(add(file(1, 2))).thenThrows(DomainError, status(422));
    const resident = given(created(RESIDENT));
    for (const pathTypeId of [2, 9, 10])
      resident
        .when(add(file(1, pathTypeId)))
        .thenThrows(DomainError, says('This playlist type is not offered here.'));
    resident.when(add(file(1, 4, 'r-9'))).then((events) => expect(events).toHaveLength(1));
    resident.when(add(file(1, 4, 'r-8'))).thenThrows(DomainError, status(422));
    resident.when(add({ ...file(1, 1), container: null })).thenThrows(DomainError, status(404));
  });

  it('activates a kiosk profile only with its required media, replacing the active one', () => {
    const edit = (details: typeof required): AbbyProfileCommand => ({
      type: 'EditAbbyProfile',
      activate: true,
      replaces: 4,
      details,
      name: 'Evening',
      description: '',
    });
    given(created(KIOSK))
      .when(edit(required.slice(0, 2)))
      .thenThrows(DomainError, says(/^Missing required media/));
    given(created(KIOSK))
      .when(edit(required))
      .then([{ type: 'AbbyProfileActivated', data: { profileId: 7, ...KIOSK, replaced: 4 } }]);
    // A resident's profile is always valid.
    given(created(RESIDENT))
      .when(edit([]))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('keeps the required media of an active kiosk profile: Action not permitted', () => {
    given(created(KIOSK))
      .when(add(file(1, 9), file(2, 1), file(3, 3)))
      .then([requiredAdded]);
    const remove = (detailIds: number[]): AbbyProfileCommand => ({
      type: 'RemoveAbbyProfileDetails',
      detailIds,
      details: required,
    });
    const active = given(...activeKioskProfile);
    active.when(remove([101])).thenThrows(DomainError, says(/^Action not permitted\./));
    active.when(remove([101, 102, 103])).thenThrows(DomainError, says(/^Action not permitted\./));
    active.when(remove([999])).thenThrows(DomainError, status(404));
  });

  it('refuses deleting an active profile and forgets a deleted one', () => {
    given(...activeKioskProfile)
      .when({ type: 'DeleteAbbyProfile' })
      .thenThrows(DomainError, says('An active playlist cannot be deleted. Activate another one first.'));
    const deleted: AbbyProfileEvent = { type: 'AbbyProfileDeleted', data: { profileId: 7, ...KIOSK } };
    given(created(KIOSK)).when({ type: 'DeleteAbbyProfile' }).then([deleted]);
    given(created(KIOSK), deleted).when({ type: 'DeleteAbbyProfile' }).thenThrows(DomainError, status(404));
  });

  it('tells the kiosk only of changes to an active profile', () => {
    given(...activeKioskProfile)
      .when(add(file(5, 5)))
      .then((events) =>
        expect(changesAbbyContent(events, profileAfter(...activeKioskProfile, ...events))).toBe(true),
      );
    given(created(KIOSK))
      .when(add(file(5, 5)))
      .then((events) =>
        expect(changesAbbyContent(events, profileAfter(created(KIOSK), ...events))).toBe(false),
      );
  });
});
