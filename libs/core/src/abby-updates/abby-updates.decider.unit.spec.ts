import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  activityUrlSegment,
  decideAbbyActivity,
  decideAbbyOverride,
  decideAbbyUpdateZip,
  evolveAbbyActivities,
  evolveAbbyOverrides,
  evolveAbbyUpdateZips,
  initialAbbyActivitiesState,
  initialAbbyOverridesState,
  initialAbbyUpdateZipsState,
  listedZips,
  overrideChanges,
  overridesDue,
  updateZipNameFault,
  type AbbyActivityEvent,
  type AbbyOverrideCommand,
  type AbbyOverridesState,
  type AbbyUpdateZipEvent,
} from './index.js';

const refusal = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? `${error.key}/${error.severity}/${error.status}` : 'other';
  }
};
const activities = (events: AbbyActivityEvent[]) =>
  events.reduce(evolveAbbyActivities, initialAbbyActivitiesState);
const zips = (events: AbbyUpdateZipEvent[]) =>
  events.reduce(evolveAbbyUpdateZips, initialAbbyUpdateZipsState);
const file = (fileName: string) => ({ fileName, size: 10, storedAs: `releases/${fileName}` });
const created: AbbyActivityEvent = {
  type: 'AbbyActivityCreated',
  data: { activityId: 1, description: 'Music Bingo', url: 'MusicBingo/index.html', responseTypeId: 1 },
};

describe('Abby activities', () => {
  it('derives the URL segment: whitespace removed, then /index.html', () => {
    expect(activityUrlSegment(' Chair \t Yoga\n')).toBe('ChairYoga/index.html');
  });

  it('requires a description ("Descriprion is required") of at most 50 characters', () => {
    const create = (description: string) => () =>
      decideAbbyActivity(
        { type: 'CreateAbbyActivity', activityId: 2, description, responseTypeId: null },
        activities([]),
      );
    expect(refusal(create(' '))).toBe('abbyActivity.descriptionRequired/0/422');
    expect(refusal(create('x'.repeat(51)))).toBe('abbyActivity.descriptionMaxChars/0/422');
    expect(create('x'.repeat(50))()).toHaveLength(1);
  });

  it('releases "{next}.zip" only, first with "Initial release", then with a description of the changes', () => {
    const release = (name: string, level: number, comment: string, state = activities([created])) =>
      decideAbbyActivity(
        { type: 'ReleaseAbbyActivity', activityId: 1, level, comment, file: file(name) },
        state,
      );
    expect(refusal(() => release('12.zip', 11, ''))).toBe('abbyActivity.invalidFilename/0/422');
    const [first] = release('11.zip', 11, 'anything');
    expect(first?.data).toMatchObject({ level: 11, comment: 'Initial release' });
    const after = activities([created, ...(first ? [first] : [])]);
    expect(refusal(() => release('12.zip', 12, '  ', after))).toBe('abbyActivity.commentRequired/0/422');
    expect(refusal(() => release('12.zip', 11, 'x', after))).toBe('abbyActivity.nextUpdateChanged/0/409');
    expect(release('12.zip', 12, ' Bigger cards ', after)[0]?.data).toMatchObject({
      level: 12,
      comment: 'Bigger cards',
    });
  });
});

describe('Abby update zips', () => {
  it('refuses a name that is not a zip, not a level, "0.zip" or one the version has', () => {
    expect(updateZipNameFault('5.txt', [])?.key).toBe('release.invalidFilename');
    expect(updateZipNameFault('five.zip', [])?.key).toBe('abbyZip.levelName');
    expect(updateZipNameFault('0.zip', [])).toEqual({ key: 'abbyZip.exists', params: { name: '0.zip' } });
    expect(updateZipNameFault('05.ZIP', ['5.zip'])).toEqual({
      key: 'abbyZip.exists',
      params: { name: '05.ZIP' },
    });
    expect(updateZipNameFault('6.zip', ['5.zip'])).toBeNull();
  });

  it('keeps versions apart and never deletes the first zip of a group', () => {
    const state = zips(
      [13, 14].map((level) => ({
        type: 'AbbyUpdateZipReleased' as const,
        data: { version: 22 as const, level, fileName: `${level}.zip`, size: 1, storedAs: 'x' },
      })),
    );
    expect(
      refusal(() =>
        decideAbbyUpdateZip({ type: 'ReleaseAbbyUpdateZip', version: 22, file: file('14.zip') }, state),
      ),
    ).toBe('abbyZip.exists/0/422');
    expect(
      decideAbbyUpdateZip({ type: 'ReleaseAbbyUpdateZip', version: 21, file: file('14.zip') }, state),
    ).toHaveLength(1);
    expect(
      refusal(() => decideAbbyUpdateZip({ type: 'DeleteAbbyUpdateZip', version: 22, level: 13 }, state)),
    ).toBe('abbyZip.notFound/0/404');
    expect(decideAbbyUpdateZip({ type: 'DeleteAbbyUpdateZip', version: 22, level: 14 }, state)).toEqual([
      { type: 'AbbyUpdateZipDeleted', data: { version: 22, level: 14 } },
    ]);
    expect(listedZips(['13.zip', '14.zip'])).toEqual(['14.zip']);
  });
});

const NOW = '2026-11-29T12:00:00.000Z';
const LATER = '2026-11-29T13:00:00.000Z';
const abbys = [1, 2, 3].map((id) => ({ id, typeId: 1 }));
/** Decides on the state, then folds the events into it. */
const step = (state: AbbyOverridesState, command: AbbyOverrideCommand): AbbyOverridesState =>
  decideAbbyOverride(command, state).reduce(evolveAbbyOverrides, state);
const activate = (selectedIds: number[], ends?: Array<{ kioskId: number; until: string | null }>, at = NOW) =>
  ({ type: 'ActivateOverrideAbbys', selectedIds, kiosks: abbys, at, ...(ends ? { ends } : {}) }) as const;

describe('Override kiosks', () => {
  it('makes the selection the set: counts what it activates and deactivates, Abbys only', () => {
    expect(overrideChanges([1, 2], [2, 3, 4])).toEqual({ activate: [3, 4], deactivate: [1] });
    const kiosks = [
      { id: 1, typeId: 1 },
      { id: 3, typeId: 2 },
    ];
    expect(
      decideAbbyOverride(
        { type: 'ActivateOverrideAbbys', selectedIds: [1], kiosks, at: NOW },
        initialAbbyOverridesState,
      ),
    ).toEqual([{ type: 'AbbyOverrideKiosksChanged', data: { activated: [1], deactivated: [] } }]);
    expect(
      refusal(() =>
        decideAbbyOverride(
          { type: 'ActivateOverrideAbbys', selectedIds: [3], kiosks, at: NOW },
          initialAbbyOverridesState,
        ),
      ),
    ).toBe('abbyOverride.notAbby/0/422');
    expect(
      refusal(() =>
        decideAbbyOverride(
          { type: 'ActivateOverrideAbbys', selectedIds: [9], kiosks, at: NOW },
          initialAbbyOverridesState,
        ),
      ),
    ).toBe('kiosk.notFound/0/404');
  });
});

describe('Override kiosks that expire (decision 0085)', () => {
  it('records an end for a selected kiosk, changes or removes it, and keeps it when not named', () => {
    expect(
      decideAbbyOverride(activate([1, 2], [{ kioskId: 2, until: LATER }]), initialAbbyOverridesState),
    ).toEqual([
      { type: 'AbbyOverrideKiosksChanged', data: { activated: [1, 2], deactivated: [] } },
      { type: 'AbbyOverrideEndsSet', data: { ends: [{ kioskId: 2, until: LATER }] } },
    ]);
    const withEnd = step(initialAbbyOverridesState, activate([1, 2], [{ kioskId: 2, until: LATER }]));
    expect([...withEnd.ends]).toEqual([[2, LATER]]);
    // The same selection and end again: nothing to record; without ends, the end stays.
    expect(decideAbbyOverride(activate([1, 2], [{ kioskId: 2, until: LATER }]), withEnd)).toEqual([]);
    expect(decideAbbyOverride(activate([1, 2]), withEnd)).toEqual([]);
    // The same moment written with another offset (as a browser in Montréal sends it) is the same end.
    const inMontreal = new Date(Date.parse(LATER) - 5 * 3600_000).toISOString().replace('Z', '-05:00');
    expect(Date.parse(inMontreal)).toBe(Date.parse(LATER));
    expect(decideAbbyOverride(activate([1, 2], [{ kioskId: 2, until: inMontreal }]), withEnd)).toEqual([]);
    // No end any more: it lasts, as before.
    expect(decideAbbyOverride(activate([1, 2], [{ kioskId: 2, until: null }]), withEnd)).toEqual([
      { type: 'AbbyOverrideEndsSet', data: { ends: [{ kioskId: 2, until: null }] } },
    ]);
    // Deselected: its end goes with it.
    expect([...step(withEnd, activate([1])).ends]).toEqual([]);
  });

  it('refuses an end that has passed, or for a kiosk not selected, recording nothing', () => {
    expect(
      refusal(() =>
        decideAbbyOverride(activate([1], [{ kioskId: 1, until: NOW }]), initialAbbyOverridesState),
      ),
    ).toBe('abbyOverride.endPassed/0/422');
    expect(
      refusal(() =>
        decideAbbyOverride(
          activate([1], [{ kioskId: 1, until: '2026-11-29T11:59:59.000Z' }]),
          initialAbbyOverridesState,
        ),
      ),
    ).toBe('abbyOverride.endPassed/0/422');
    expect(
      refusal(() =>
        decideAbbyOverride(activate([1], [{ kioskId: 2, until: LATER }]), initialAbbyOverridesState),
      ),
    ).toBe('abbyOverride.endNotSelected/0/422');
  });

  it('ends an override kiosk once its end has come, once, and leaves the others', () => {
    const state = step(
      initialAbbyOverridesState,
      activate(
        [1, 2, 3],
        [
          { kioskId: 2, until: LATER },
          { kioskId: 3, until: '2026-11-30T00:00:00.000Z' },
        ],
      ),
    );
    expect(overridesDue(state, NOW)).toEqual([]);
    expect(decideAbbyOverride({ type: 'EndOverrideAbby', kioskId: 2, at: NOW }, state)).toEqual([]);
    expect(overridesDue(state, LATER)).toEqual([2]);
    const ended = decideAbbyOverride({ type: 'EndOverrideAbby', kioskId: 2, at: LATER }, state);
    expect(ended).toEqual([
      { type: 'AbbyOverrideKioskEnded', data: { kioskId: 2, until: LATER, at: LATER } },
    ]);
    const after = ended.reduce(evolveAbbyOverrides, state);
    expect([...after.kioskIds].sort()).toEqual([1, 3]);
    expect(decideAbbyOverride({ type: 'EndOverrideAbby', kioskId: 2, at: LATER }, after)).toEqual([]);
    // A kiosk without an end never ends by itself.
    expect(
      decideAbbyOverride({ type: 'EndOverrideAbby', kioskId: 1, at: '2099-01-01T00:00:00.000Z' }, after),
    ).toEqual([]);
  });
});
