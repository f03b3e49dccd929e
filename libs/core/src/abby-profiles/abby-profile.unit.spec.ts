import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import {
  changesAbbyContent,
  decideAbbyProfile,
  evolveAbbyProfile,
  initialAbbyProfileState,
  isProfileValid,
  profileActivateSwitch,
  profileDeleteEnabled,
  type AbbyProfileCommand,
  type AbbyProfileEvent,
  type AbbyProfileOwner,
  type AbbyProfileState,
} from './abby-profile.js';

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

const file = (mediaFileId: number, pathTypeId: number, container = 'abby-library') => ({
  detailId: 100 + mediaFileId,
  mediaFileId,
  container,
  pathTypeId,
});

function given(events: AbbyProfileEvent[]): AbbyProfileState {
  return events.reduce(evolveAbbyProfile, initialAbbyProfileState);
}

function run(state: AbbyProfileState, command: AbbyProfileCommand): AbbyProfileEvent[] {
  return decideAbbyProfile(command, state);
}

function refusal(fn: () => unknown): { text: string; status: number } {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError)
      return { text: translate(error.key, error.params, 1), status: error.status };
    throw error;
  }
  throw new Error('not refused');
}

const created = (owner: AbbyProfileOwner) => run(initialAbbyProfileState, create(owner));
const activeKioskProfile = (): AbbyProfileState => {
  const events = [
    ...created(KIOSK),
    ...run(given(created(KIOSK)), {
      type: 'AddAbbyProfileDetails',
      files: [file(1, 9), file(2, 1), file(3, 3)],
    }),
  ];
  return given([
    ...events,
    { type: 'AbbyProfileActivated', data: { profileId: 7, ...KIOSK, replaced: null } },
  ]);
};
const required = [
  { detailId: 101, pathTypeId: 9 },
  { detailId: 102, pathTypeId: 1 },
  { detailId: 103, pathTypeId: 3 },
];

describe('Abby profile decider', () => {
  it('creates an inactive profile of an Abby kiosk or resident, names trimmed', () => {
    expect(created(KIOSK)).toEqual([
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
    expect(given(created(RESIDENT))).toMatchObject({ owner: RESIDENT, isActive: false });
  });

  it('refuses a Genie, an empty name, a long name or a long description with the spec texts', () => {
    expect(refusal(() => run(initialAbbyProfileState, create(KIOSK, 2))).text).toBe(
      'Profiles belong to Abby kiosks and their residents.',
    );
    const texts = (name: string, description = '') =>
      refusal(() =>
        run(initialAbbyProfileState, { ...create(KIOSK), name, description } as AbbyProfileCommand),
      ).text;
    expect(texts('  ')).toBe('Name is required');
    expect(texts('x'.repeat(51))).toMatch(/50/);
    expect(texts('ok', 'x'.repeat(101))).toMatch(/100/);
  });

  it('takes files of the path types its manager offers, from the shared library or the owner’s own', () => {
    const kiosk = given(created(KIOSK));
    expect(
      run(kiosk, { type: 'AddAbbyProfileDetails', files: [file(1, 9), file(1, 9), file(2, 10, 'k-3')] }),
    ).toEqual([
      {
        type: 'AbbyProfileDetailsAdded',
        data: {
          profileId: 7,
          ...KIOSK,
          details: [
            { detailId: 101, mediaFileId: 1 },
            { detailId: 102, mediaFileId: 2 },
          ],
        },
      },
    ]);
    // Radio shows are hidden from both managers; ambient videos and the kiosk's own types from the resident's.
    expect(refusal(() => run(kiosk, { type: 'AddAbbyProfileDetails', files: [file(1, 2)] })).status).toBe(
      422,
    );
    const resident = given(created(RESIDENT));
    for (const pathTypeId of [2, 9, 10])
      expect(
        refusal(() => run(resident, { type: 'AddAbbyProfileDetails', files: [file(1, pathTypeId)] })).text,
      ).toBe('This playlist type is not offered here.');
    expect(run(resident, { type: 'AddAbbyProfileDetails', files: [file(1, 4, 'r-9')] })).toHaveLength(1);
    expect(
      refusal(() => run(resident, { type: 'AddAbbyProfileDetails', files: [file(1, 4, 'r-8')] })).status,
    ).toBe(422);
    expect(
      refusal(() =>
        run(resident, { type: 'AddAbbyProfileDetails', files: [{ ...file(1, 1), container: null }] }),
      ).status,
    ).toBe(404);
  });

  it('activates a kiosk profile only with its required media, replacing the active one', () => {
    const kiosk = given(created(KIOSK));
    const edit = (details: typeof required): AbbyProfileCommand => ({
      type: 'EditAbbyProfile',
      activate: true,
      replaces: 4,
      details,
      name: 'Evening',
      description: '',
    });
    expect(refusal(() => run(kiosk, edit(required.slice(0, 2)))).text).toMatch(/^Missing required media/);
    expect(run(kiosk, edit(required))).toEqual([
      { type: 'AbbyProfileActivated', data: { profileId: 7, ...KIOSK, replaced: 4 } },
    ]);
    // A resident's profile is always valid.
    expect(run(given(created(RESIDENT)), edit([]))).toHaveLength(1);
  });

  it('keeps the required media of an active kiosk profile: Action not permitted', () => {
    const state = activeKioskProfile();
    expect(
      refusal(() => run(state, { type: 'RemoveAbbyProfileDetails', detailIds: [101], details: required }))
        .text,
    ).toMatch(/^Action not permitted\./);
    expect(
      refusal(() =>
        run(state, { type: 'RemoveAbbyProfileDetails', detailIds: [101, 102, 103], details: required }),
      ).text,
    ).toMatch(/^Action not permitted\./);
    expect(
      refusal(() => run(state, { type: 'RemoveAbbyProfileDetails', detailIds: [999], details: required }))
        .status,
    ).toBe(404);
  });

  it('refuses deleting an active profile and forgets a deleted one', () => {
    const state = activeKioskProfile();
    expect(refusal(() => run(state, { type: 'DeleteAbbyProfile' })).text).toBe(
      'An active playlist cannot be deleted. Activate another one first.',
    );
    const inactive = given(created(KIOSK));
    const deleted = evolveAbbyProfile(inactive, run(inactive, { type: 'DeleteAbbyProfile' })[0]!);
    expect(refusal(() => run(deleted, { type: 'DeleteAbbyProfile' })).status).toBe(404);
  });

  it('tells the kiosk only of changes to an active profile', () => {
    const state = activeKioskProfile();
    const events = run(state, { type: 'AddAbbyProfileDetails', files: [file(5, 5)] });
    expect(changesAbbyContent(events, events.reduce(evolveAbbyProfile, state))).toBe(true);
    const inactive = given(created(KIOSK));
    const more = run(inactive, { type: 'AddAbbyProfileDetails', files: [file(5, 5)] });
    expect(changesAbbyContent(more, more.reduce(evolveAbbyProfile, inactive))).toBe(false);
  });

  it('shows the switch and the delete icon as the spec says', () => {
    expect(profileActivateSwitch(null)).toBe('hidden');
    expect(profileActivateSwitch({ isActive: false, isValid: false })).toBe('disabled');
    expect(profileActivateSwitch({ isActive: true, isValid: true })).toBe('disabled');
    expect(profileActivateSwitch({ isActive: false, isValid: true })).toBe('enabled');
    expect(profileDeleteEnabled({ isActive: true, residentId: 9 })).toBe(true);
    expect(profileDeleteEnabled({ isActive: true, residentId: null })).toBe(false);
    expect(isProfileValid(KIOSK, [9, 1])).toBe(false);
    expect(isProfileValid(KIOSK, [9, 1, 3])).toBe(true);
  });
});
