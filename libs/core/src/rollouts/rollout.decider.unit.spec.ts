import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { rolloutDecider, type RolloutCommand } from './rollout.decider.js';
import {
  groupProgress,
  type RolloutEvent,
  type RolloutGroupPlan,
  type RolloutPauseReason,
} from './rollout.js';

const { given } = deciderSpec(rolloutDecider);

const at = '2026-11-26T10:00:00.000Z';
const serials = (prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);

const group = (
  name: string,
  members: string[],
  successThreshold = 100,
  errorThreshold = 0,
): RolloutGroupPlan => ({
  name,
  serialNumbers: members,
  successThreshold,
  errorThreshold,
});

/** Overrides (2 kiosks), then 10 % of twenty (2), then the rest (18). */
const groups = [
  group('Overrides', ['OVR01', 'OVR02']),
  group('10 %', serials('A', 2), 100, 0),
  group('The rest', serials('B', 18), 90, 20),
];
const start: RolloutCommand = {
  type: 'StartRollout',
  rolloutId: 7,
  name: ' Abby 22 level 15 ',
  kind: 'abbyUpdate',
  kioskKind: 'abby22',
  level: 15,
  groups,
  at,
};

const installed = (...serialNumbers: string[]): RolloutCommand => ({
  type: 'Observe',
  outcomes: serialNumbers.map((serialNumber) => ({ serialNumber, outcome: 'installed' })),
  at,
});
const failed = (...serialNumbers: string[]): RolloutCommand => ({
  type: 'Observe',
  outcomes: serialNumbers.map((serialNumber) => ({ serialNumber, outcome: 'failed', error: 'Disk full' })),
  at,
});
const resume: RolloutCommand = { type: 'ResumeRollout', at };

/** What the rollout records, at `at`. */
const groupStarted = (index: number): RolloutEvent => ({
  type: 'RolloutGroupStarted',
  data: { rolloutId: 7, group: index, at },
});
const wasInstalled = (...serialNumbers: string[]): RolloutEvent[] =>
  serialNumbers.map((serialNumber) => ({
    type: 'RolloutKioskInstalled',
    data: { rolloutId: 7, serialNumber, at },
  }));
const hasFailed = (...serialNumbers: string[]): RolloutEvent[] =>
  serialNumbers.map((serialNumber) => ({
    type: 'RolloutKioskFailed',
    data: { rolloutId: 7, serialNumber, error: 'Disk full', at },
  }));
const paused = (index: number, reason: RolloutPauseReason): RolloutEvent => ({
  type: 'RolloutPaused',
  data: { rolloutId: 7, group: index, reason, at },
});
const resumed = (index: number): RolloutEvent => ({
  type: 'RolloutResumed',
  data: { rolloutId: 7, group: index, at },
});

/** Started: its first group told. */
const begun: RolloutEvent[] = [
  {
    type: 'RolloutStarted',
    data: {
      rolloutId: 7,
      name: 'Abby 22 level 15',
      kind: 'abbyUpdate',
      kioskKind: 'abby22',
      level: 15,
      groups,
      at,
    },
  },
  groupStarted(0),
];
/** The overrides and the 10 % installed in one report: the rest told. */
const inRest: RolloutEvent[] = [
  ...begun,
  ...wasInstalled('OVR01', 'OVR02', 'A01', 'A02'),
  groupStarted(1),
  groupStarted(2),
];
/** The first override failed: paused by the threshold of 0. */
const stopped: RolloutEvent[] = [...begun, ...hasFailed('OVR01'), paused(0, 'errorThreshold')];

/** The rollout as these events leave it. */
const rolloutAfter = (...events: RolloutEvent[]) =>
  events.reduce(rolloutDecider.evolve, rolloutDecider.initialState);

/** The refusal's rule key and HTTP status. */
const refused = (key: string, status: number) => (error: DomainError) =>
  expect([error.key, error.status]).toEqual([key, status]);

const types = (events: RolloutEvent[]): string[] => events.map((e) => e.type);

describe('A phased rollout', () => {
  it('starts by telling its first group only', () => {
    given()
      .when(start)
      .then((events) => {
        expect(types(events)).toEqual(['RolloutStarted', 'RolloutGroupStarted']);
        expect(events[0]!.data).toMatchObject({ name: 'Abby 22 level 15', level: 15 });
        expect(events).toEqual(begun);
      });
    expect(rolloutAfter(...begun)).toMatchObject({ status: 'running', group: 0 });
  });

  it('moves to the next group once the current one reaches its success threshold', () => {
    given(...begun)
      .when(installed('OVR01'))
      .then(wasInstalled('OVR01'));
    given(...begun, ...wasInstalled('OVR01'))
      .when(installed('OVR02'))
      .then([...wasInstalled('OVR02'), groupStarted(1)]);
    expect(rolloutAfter(...begun, ...wasInstalled('OVR01', 'OVR02'), groupStarted(1)).group).toBe(1);
  });

  it('counts a later group’s kiosks that have the level already when that group’s turn comes', () => {
    given(...begun)
      .when(installed('B01', 'B02'))
      .then(wasInstalled('B01', 'B02'));
    const early = [...begun, ...wasInstalled('B01', 'B02')];
    // Recorded, but no group starts, a failure from a kiosk not yet told is not one, and a kiosk
    // outside the plan is no concern of it.
    given(...early)
      .when(failed('A01'))
      .then([]);
    given(...early)
      .when(installed('ELSEWHERE'))
      .then([]);
    const state = rolloutAfter(...early);
    expect(state.group).toBe(0);
    expect(groupProgress(state, 2)).toEqual({ size: 18, installed: 2, failed: 0 });
    expect(groupProgress(state, 1)).toEqual({ size: 2, installed: 0, failed: 0 });
    expect(state.status).toBe('running');
    // A kiosk of a later group that was updated by hand counts when its group is observed again.
    given(...inRest)
      .when(installed(...serials('B', 17)))
      .then((events) => {
        const after = rolloutAfter(...inRest, ...events);
        expect(groupProgress(after)).toEqual({ size: 18, installed: 17, failed: 0 });
        // 17 of 18 is over 90 %: done.
        expect(after.status).toBe('finished');
      });
  });

  it('walks several groups in one observation when they are all installed already', () => {
    given(...begun)
      .when(installed('OVR01', 'OVR02', 'A01', 'A02'))
      .then((events) => {
        expect(types(events)).toEqual([
          'RolloutKioskInstalled',
          'RolloutKioskInstalled',
          'RolloutKioskInstalled',
          'RolloutKioskInstalled',
          'RolloutGroupStarted',
          'RolloutGroupStarted',
        ]);
        expect([...begun, ...events]).toEqual(inRest);
      });
    expect(rolloutAfter(...inRest).group).toBe(2);
  });

  it('pauses by itself when a group’s failures pass its error threshold, and not before', () => {
    // 20 % of 18 is 3.6: three failures are within it, the fourth passes it.
    given(...inRest)
      .when(failed('B01', 'B02', 'B03'))
      .then((events) => expect(rolloutAfter(...inRest, ...events).status).toBe('running'));
    given(...inRest)
      .when(failed('B01', 'B02', 'B03', 'B04'))
      .then((events) => {
        expect(types(events).at(-1)).toBe('RolloutPaused');
        expect(events.at(-1)!.data).toMatchObject({ reason: 'errorThreshold', group: 2 });
        expect(rolloutAfter(...inRest, ...events).status).toBe('paused');
      });
    expect(rolloutAfter(...inRest).status).toBe('running');
  });

  it('pauses at the first failure where the threshold is 0, and a failed kiosk that installs later counts as installed', () => {
    given(...begun)
      .when(failed('OVR01'))
      .then((events) => {
        expect([...begun, ...events]).toEqual(stopped);
        expect(rolloutAfter(...stopped).status).toBe('paused');
      });
    given(...stopped)
      .when(resume)
      .then([resumed(0)]);
    given(...stopped, resumed(0))
      .when(installed('OVR01', 'OVR02'))
      .then((events) => {
        const retried = rolloutAfter(...stopped, resumed(0), ...events);
        expect(groupProgress(retried, 0)).toEqual({ size: 2, installed: 2, failed: 0 });
        expect(retried.group).toBe(1);
      });
  });

  it('records nothing twice', () => {
    given(...begun, ...wasInstalled('OVR01'))
      .when(installed('OVR01'))
      .then([]);
    given(...stopped, resumed(0))
      .when(failed('OVR01'))
      .then([]);
  });

  it('after a resume, only new failures pause it again', () => {
    given(...stopped)
      .when(resume)
      .then((events) => {
        expect(types(events)).toEqual(['RolloutResumed']);
        expect(rolloutAfter(...stopped, ...events).status).toBe('running');
      });
    given(...stopped, resumed(0))
      .when(failed('OVR02'))
      .then((events) => expect(rolloutAfter(...stopped, resumed(0), ...events).status).toBe('paused'));
  });

  it('is paused, resumed and cancelled by an admin; an ended rollout refuses them', () => {
    given(...begun)
      .when({ type: 'PauseRollout', at })
      .then([paused(0, 'byAdmin')]);
    const byAdmin = [...begun, paused(0, 'byAdmin')];
    // Paused, it records what kiosks report but starts no group.
    given(...byAdmin)
      .when(installed('OVR01', 'OVR02'))
      .then((events) => {
        expect(types(events)).toEqual(['RolloutKioskInstalled', 'RolloutKioskInstalled']);
        expect(rolloutAfter(...byAdmin, ...events).group).toBe(0);
      });
    // Resuming starts the next group at once.
    given(...byAdmin, ...wasInstalled('OVR01', 'OVR02'))
      .when(resume)
      .then((events) => expect(types(events)).toEqual(['RolloutResumed', 'RolloutGroupStarted']));

    const cancelled: RolloutEvent[] = [...begun, { type: 'RolloutCancelled', data: { rolloutId: 7, at } }];
    given(...begun)
      .when({ type: 'CancelRollout', at })
      .then(cancelled.slice(begun.length));
    expect(rolloutAfter(...cancelled).status).toBe('cancelled');
    given(...cancelled)
      .when(resume)
      .thenThrows(DomainError, refused('rollout.ended', 409));
    given(...cancelled)
      .when({ type: 'CancelRollout', at })
      .thenThrows(DomainError, refused('rollout.ended', 409));
    given(...cancelled)
      .when(installed('OVR01'))
      .then([]);
    given(...byAdmin)
      .when({ type: 'PauseRollout', at })
      .then([]);
  });

  it('refuses plans that break the rules, with the form’s messages', () => {
    const plan = (planned: RolloutGroupPlan[], name = 'Level 15'): RolloutCommand =>
      ({ ...start, name, groups: planned }) as RolloutCommand;
    const refusedPlan = (planned: RolloutGroupPlan[], key: string, name?: string) =>
      given().when(plan(planned, name)).thenThrows(DomainError, refused(key, 422));
    refusedPlan(start.type === 'StartRollout' ? start.groups : [], 'rollout.nameRequired', ' ');
    refusedPlan([], 'rollout.nameTooLong', 'x'.repeat(51));
    refusedPlan([], 'rollout.noKiosks');
    refusedPlan([group('Empty', [])], 'rollout.emptyGroup');
    refusedPlan([group(' ', ['K1'])], 'rollout.groupNameRequired');
    refusedPlan([group('One', ['K1']), group('Two', ['K1'])], 'rollout.kioskTwice');
    refusedPlan([group('One', ['K1'], 0)], 'rollout.thresholds');
    refusedPlan([group('One', ['K1'], 100, 101)], 'rollout.thresholds');
    refusedPlan(
      Array.from({ length: 11 }, (_, i) => group(`G${i}`, [`K${i}`])),
      'rollout.tooManyGroups',
    );
    given(...begun)
      .when(start)
      .thenThrows(DomainError, refused('error.conflict', 409));
    given().when({ type: 'PauseRollout', at }).thenThrows(DomainError, refused('rollout.notFound', 404));
  });
});
