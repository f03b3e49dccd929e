import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { refusedAs } from '../testing/refusals.js';
import {
  abbyActivitiesDecider,
  abbyOverridesDecider,
  abbyUpdateZipsDecider,
  activityUrlSegment,
  listedZips,
  overrideChanges,
  overridesDue,
  updateZipNameFault,
  type AbbyActivityCommand,
  type AbbyActivityEvent,
  type AbbyOverrideEvent,
  type AbbyUpdateZipEvent,
} from './index.js';

const activities = deciderSpec(abbyActivitiesDecider);
const zips = deciderSpec(abbyUpdateZipsDecider);
const overrides = deciderSpec(abbyOverridesDecider);

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
    const create = (description: string): AbbyActivityCommand => ({
      type: 'CreateAbbyActivity',
      activityId: 2,
      description,
      responseTypeId: null,
    });
    activities
      .given()
      .when(create(' '))
      .thenThrows(DomainError, refusedAs('abbyActivity.descriptionRequired/0/422'));
    activities
      .given()
      .when(create('x'.repeat(51)))
      .thenThrows(DomainError, refusedAs('abbyActivity.descriptionMaxChars/0/422'));
    activities
      .given()
      .when(create('x'.repeat(50)))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('releases "{next}.zip" only, first with "Initial release", then with a description of the changes', () => {
    const release = (name: string, level: number, comment: string): AbbyActivityCommand => ({
      type: 'ReleaseAbbyActivity',
      activityId: 1,
      level,
      comment,
      file: file(name),
    });
    activities
      .given(created)
      .when(release('12.zip', 11, ''))
      .thenThrows(DomainError, refusedAs('abbyActivity.invalidFilename/0/422'));
    const first: AbbyActivityEvent = {
      type: 'AbbyActivityReleased',
      data: { activityId: 1, level: 11, comment: 'Initial release', ...file('11.zip') },
    };
    activities
      .given(created)
      .when(release('11.zip', 11, 'anything'))
      .then([first]);
    activities
      .given(created, first)
      .when(release('12.zip', 12, '  '))
      .thenThrows(DomainError, refusedAs('abbyActivity.commentRequired/0/422'));
    activities
      .given(created, first)
      .when(release('12.zip', 11, 'x'))
      .thenThrows(DomainError, refusedAs('abbyActivity.nextUpdateChanged/0/409'));
    activities
      .given(created, first)
      .when(release('12.zip', 12, ' Bigger cards '))
      .then(([next]) => expect(next?.data).toMatchObject({ level: 12, comment: 'Bigger cards' }));
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
    const released = [13, 14].map((level): AbbyUpdateZipEvent => ({
      type: 'AbbyUpdateZipReleased',
      data: { version: 22, level, fileName: `${level}.zip`, size: 1, storedAs: 'x' },
    }));
    zips
      .given(...released)
      .when({ type: 'ReleaseAbbyUpdateZip', version: 22, file: file('14.zip') })
      .thenThrows(DomainError, refusedAs('abbyZip.exists/0/422'));
    zips
      .given(...released)
      .when({ type: 'ReleaseAbbyUpdateZip', version: 21, file: file('14.zip') })
      .then((events) => expect(events).toHaveLength(1));
    zips
      .given(...released)
      .when({ type: 'DeleteAbbyUpdateZip', version: 22, level: 13 })
      .thenThrows(DomainError, refusedAs('abbyZip.notFound/0/404'));
    zips
      .given(...released)
      .when({ type: 'DeleteAbbyUpdateZip', version: 22, level: 14 })
      .then([{ type: 'AbbyUpdateZipDeleted', data: { version: 22, level: 14 } }]);
    expect(listedZips(['13.zip', '14.zip'])).toEqual(['14.zip']);
  });
});

const NOW = '2026-11-29T12:00:00.000Z';
const LATER = '2026-11-29T13:00:00.000Z';
const abbys = [1, 2, 3].map((id) => ({ id, typeId: 1 }));
/** The override kiosks as these events leave them. */
const overridesAfter = (...events: AbbyOverrideEvent[]) =>
  events.reduce(abbyOverridesDecider.evolve, abbyOverridesDecider.initialState);
const activate = (selectedIds: number[], ends?: Array<{ kioskId: number; until: string | null }>, at = NOW) =>
  ({ type: 'ActivateOverrideAbbys', selectedIds, kiosks: abbys, at, ...(ends ? { ends } : {}) }) as const;
const changed = (activated: number[], deactivated: number[] = []): AbbyOverrideEvent => ({
  type: 'AbbyOverrideKiosksChanged',
  data: { activated, deactivated },
});
const endsSet = (ends: Array<{ kioskId: number; until: string | null }>): AbbyOverrideEvent => ({
  type: 'AbbyOverrideEndsSet',
  data: { ends },
});

describe('Override kiosks', () => {
  it('makes the selection the set: counts what it activates and deactivates, Abbys only', () => {
    expect(overrideChanges([1, 2], [2, 3, 4])).toEqual({ activate: [3, 4], deactivate: [1] });
    const kiosks = [
      { id: 1, typeId: 1 },
      { id: 3, typeId: 2 },
    ];
    overrides
      .given()
      .when({ type: 'ActivateOverrideAbbys', selectedIds: [1], kiosks, at: NOW })
      .then([changed([1])]);
    overrides
      .given()
      .when({ type: 'ActivateOverrideAbbys', selectedIds: [3], kiosks, at: NOW })
      .thenThrows(DomainError, refusedAs('abbyOverride.notAbby/0/422'));
    overrides
      .given()
      .when({ type: 'ActivateOverrideAbbys', selectedIds: [9], kiosks, at: NOW })
      .thenThrows(DomainError, refusedAs('kiosk.notFound/0/404'));
  });
});

describe('Override kiosks that expire (decision 0085)', () => {
  it('records an end for a selected kiosk, changes or removes it, and keeps it when not named', () => {
    const withEnd = [changed([1, 2]), endsSet([{ kioskId: 2, until: LATER }])];
    overrides
      .given()
      .when(activate([1, 2], [{ kioskId: 2, until: LATER }]))
      .then(withEnd);
    expect([...overridesAfter(...withEnd).ends]).toEqual([[2, LATER]]);
    // The same selection and end again: nothing to record; without ends, the end stays.
    overrides
      .given(...withEnd)
      .when(activate([1, 2], [{ kioskId: 2, until: LATER }]))
      .then([]);
    overrides
      .given(...withEnd)
      .when(activate([1, 2]))
      .then([]);
    // The same moment written with another offset (as a browser in Montréal sends it) is the same end.
    const inMontreal = new Date(Date.parse(LATER) - 5 * 3600_000).toISOString().replace('Z', '-05:00');
    expect(Date.parse(inMontreal)).toBe(Date.parse(LATER));
    overrides
      .given(...withEnd)
      .when(activate([1, 2], [{ kioskId: 2, until: inMontreal }]))
      .then([]);
    // No end any more: it lasts, as before.
    overrides
      .given(...withEnd)
      .when(activate([1, 2], [{ kioskId: 2, until: null }]))
      .then([endsSet([{ kioskId: 2, until: null }])]);
    // Deselected: its end goes with it.
    overrides
      .given(...withEnd)
      .when(activate([1]))
      .then((events) => expect([...overridesAfter(...withEnd, ...events).ends]).toEqual([]));
  });

  it('refuses an end that has passed, or for a kiosk not selected, recording nothing', () => {
    overrides
      .given()
      .when(activate([1], [{ kioskId: 1, until: NOW }]))
      .thenThrows(DomainError, refusedAs('abbyOverride.endPassed/0/422'));
    overrides
      .given()
      .when(activate([1], [{ kioskId: 1, until: '2026-11-29T11:59:59.000Z' }]))
      .thenThrows(DomainError, refusedAs('abbyOverride.endPassed/0/422'));
    overrides
      .given()
      .when(activate([1], [{ kioskId: 2, until: LATER }]))
      .thenThrows(DomainError, refusedAs('abbyOverride.endNotSelected/0/422'));
  });

  it('ends an override kiosk once its end has come, once, and leaves the others', () => {
    const ends = [
      { kioskId: 2, until: LATER },
      { kioskId: 3, until: '2026-11-30T00:00:00.000Z' },
    ];
    const active = [changed([1, 2, 3]), endsSet(ends)];
    overrides
      .given()
      .when(activate([1, 2, 3], ends))
      .then(active);
    expect(overridesDue(overridesAfter(...active), NOW)).toEqual([]);
    overrides
      .given(...active)
      .when({ type: 'EndOverrideAbby', kioskId: 2, at: NOW })
      .then([]);
    expect(overridesDue(overridesAfter(...active), LATER)).toEqual([2]);
    const ended: AbbyOverrideEvent = {
      type: 'AbbyOverrideKioskEnded',
      data: { kioskId: 2, until: LATER, at: LATER },
    };
    overrides
      .given(...active)
      .when({ type: 'EndOverrideAbby', kioskId: 2, at: LATER })
      .then([ended]);
    expect([...overridesAfter(...active, ended).kioskIds].sort()).toEqual([1, 3]);
    overrides
      .given(...active, ended)
      .when({ type: 'EndOverrideAbby', kioskId: 2, at: LATER })
      .then([]);
    // A kiosk without an end never ends by itself.
    overrides
      .given(...active, ended)
      .when({ type: 'EndOverrideAbby', kioskId: 1, at: '2099-01-01T00:00:00.000Z' })
      .then([]);
  });
});
