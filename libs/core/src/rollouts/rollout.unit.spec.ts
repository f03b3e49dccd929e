import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  decideRollout,
  evolveRollout,
  groupProgress,
  initialRolloutState,
  type RolloutCommand,
  type RolloutEvent,
  type RolloutGroupPlan,
  type RolloutState,
} from './rollout.js';

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
const start: RolloutCommand = {
  type: 'StartRollout',
  rolloutId: 7,
  name: ' Abby 22 level 15 ',
  kind: 'abbyUpdate',
  kioskKind: 'abby22',
  level: 15,
  groups: [
    group('Overrides', ['OVR01', 'OVR02']),
    group('10 %', serials('A', 2), 100, 0),
    group('The rest', serials('B', 18), 90, 20),
  ],
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

function run(...commands: RolloutCommand[]): { state: RolloutState; last: RolloutEvent[] } {
  let state = initialRolloutState;
  let last: RolloutEvent[] = [];
  for (const command of commands) {
    last = decideRollout(command, state);
    state = last.reduce(evolveRollout, state);
  }
  return { state, last };
}

const refusalOf = (command: RolloutCommand, state: RolloutState): [string, number] => {
  try {
    decideRollout(command, state);
  } catch (error) {
    if (error instanceof DomainError) return [error.key, error.status];
    throw error;
  }
  throw new Error('not refused');
};

const types = (events: RolloutEvent[]): string[] => events.map((e) => e.type);

describe('A phased rollout', () => {
  it('starts by telling its first group only', () => {
    const { state, last } = run(start);
    expect(types(last)).toEqual(['RolloutStarted', 'RolloutGroupStarted']);
    expect(last[0]!.data).toMatchObject({ name: 'Abby 22 level 15', level: 15 });
    expect(state).toMatchObject({ status: 'running', group: 0 });
  });

  it('moves to the next group once the current one reaches its success threshold', () => {
    expect(types(run(start, installed('OVR01')).last)).toEqual(['RolloutKioskInstalled']);
    const { state, last } = run(start, installed('OVR01'), installed('OVR02'));
    expect(types(last)).toEqual(['RolloutKioskInstalled', 'RolloutGroupStarted']);
    expect(state.group).toBe(1);
  });

  it('counts a later group’s kiosks that have the level already when that group’s turn comes', () => {
    const early = run(start, installed('B01', 'B02'), failed('A01'), installed('ELSEWHERE'));
    // Recorded, but no group starts, a failure from a kiosk not yet told is not one, and a kiosk
    // outside the plan is no concern of it.
    expect(early.state.group).toBe(0);
    expect(groupProgress(early.state, 2)).toEqual({ size: 18, installed: 2, failed: 0 });
    expect(groupProgress(early.state, 1)).toEqual({ size: 2, installed: 0, failed: 0 });
    expect(early.state.status).toBe('running');
    // A kiosk of a later group that was updated by hand counts when its group is observed again.
    const { state } = run(start, installed('OVR01', 'OVR02', 'A01', 'A02'), installed(...serials('B', 17)));
    expect(groupProgress(state)).toEqual({ size: 18, installed: 17, failed: 0 });
    // 17 of 18 is over 90 %: done.
    expect(state.status).toBe('finished');
  });

  it('walks several groups in one observation when they are all installed already', () => {
    const { state, last } = run(start, installed('OVR01', 'OVR02', 'A01', 'A02'));
    expect(types(last)).toEqual([
      'RolloutKioskInstalled',
      'RolloutKioskInstalled',
      'RolloutKioskInstalled',
      'RolloutKioskInstalled',
      'RolloutGroupStarted',
      'RolloutGroupStarted',
    ]);
    expect(state.group).toBe(2);
  });

  it('pauses by itself when a group’s failures pass its error threshold, and not before', () => {
    const inRest = run(start, installed('OVR01', 'OVR02', 'A01', 'A02'));
    // 20 % of 18 is 3.6: three failures are within it, the fourth passes it.
    const three = run(start, installed('OVR01', 'OVR02', 'A01', 'A02'), failed('B01', 'B02', 'B03'));
    expect(three.state.status).toBe('running');
    const four = run(start, installed('OVR01', 'OVR02', 'A01', 'A02'), failed('B01', 'B02', 'B03', 'B04'));
    expect(types(four.last).at(-1)).toBe('RolloutPaused');
    expect(four.last.at(-1)!.data).toMatchObject({ reason: 'errorThreshold', group: 2 });
    expect(four.state.status).toBe('paused');
    expect(inRest.state.status).toBe('running');
  });

  it('pauses at the first failure where the threshold is 0, and a failed kiosk that installs later counts as installed', () => {
    const { state } = run(start, failed('OVR01'));
    expect(state.status).toBe('paused');
    const retried = run(start, failed('OVR01'), { type: 'ResumeRollout', at }, installed('OVR01', 'OVR02'));
    expect(groupProgress(retried.state, 0)).toEqual({ size: 2, installed: 2, failed: 0 });
    expect(retried.state.group).toBe(1);
  });

  it('records nothing twice', () => {
    expect(run(start, installed('OVR01'), installed('OVR01')).last).toEqual([]);
    const paused = run(start, failed('OVR01'), { type: 'ResumeRollout', at });
    expect(decideRollout(failed('OVR01'), paused.state)).toEqual([]);
  });

  it('after a resume, only new failures pause it again', () => {
    const resumed = run(start, failed('OVR01'), { type: 'ResumeRollout', at });
    expect(resumed.state.status).toBe('running');
    expect(types(resumed.last)).toEqual(['RolloutResumed']);
    expect(run(start, failed('OVR01'), { type: 'ResumeRollout', at }, failed('OVR02')).state.status).toBe(
      'paused',
    );
  });

  it('is paused, resumed and cancelled by an admin; an ended rollout refuses them', () => {
    const paused = run(start, { type: 'PauseRollout', at });
    expect(paused.last[0]!.data).toMatchObject({ reason: 'byAdmin' });
    // Paused, it records what kiosks report but starts no group.
    const reported = run(start, { type: 'PauseRollout', at }, installed('OVR01', 'OVR02'));
    expect(types(reported.last)).toEqual(['RolloutKioskInstalled', 'RolloutKioskInstalled']);
    expect(reported.state.group).toBe(0);
    // Resuming starts the next group at once.
    const resumed = run(start, { type: 'PauseRollout', at }, installed('OVR01', 'OVR02'), {
      type: 'ResumeRollout',
      at,
    });
    expect(types(resumed.last)).toEqual(['RolloutResumed', 'RolloutGroupStarted']);

    const cancelled = run(start, { type: 'CancelRollout', at });
    expect(cancelled.state.status).toBe('cancelled');
    expect(refusalOf({ type: 'ResumeRollout', at }, cancelled.state)).toEqual(['rollout.ended', 409]);
    expect(refusalOf({ type: 'CancelRollout', at }, cancelled.state)).toEqual(['rollout.ended', 409]);
    expect(decideRollout(installed('OVR01'), cancelled.state)).toEqual([]);
    expect(decideRollout({ type: 'PauseRollout', at }, paused.state)).toEqual([]);
  });

  it('refuses plans that break the rules, with the form’s messages', () => {
    const plan = (groups: RolloutGroupPlan[], name = 'Level 15'): RolloutCommand =>
      ({ ...start, name, groups }) as RolloutCommand;
    expect(
      refusalOf(plan(start.type === 'StartRollout' ? start.groups : [], ' '), initialRolloutState),
    ).toEqual(['rollout.nameRequired', 422]);
    expect(refusalOf(plan([], 'x'.repeat(51)), initialRolloutState)).toEqual(['rollout.nameTooLong', 422]);
    expect(refusalOf(plan([]), initialRolloutState)).toEqual(['rollout.noKiosks', 422]);
    expect(refusalOf(plan([group('Empty', [])]), initialRolloutState)).toEqual(['rollout.emptyGroup', 422]);
    expect(refusalOf(plan([group(' ', ['K1'])]), initialRolloutState)).toEqual([
      'rollout.groupNameRequired',
      422,
    ]);
    expect(refusalOf(plan([group('One', ['K1']), group('Two', ['K1'])]), initialRolloutState)).toEqual([
      'rollout.kioskTwice',
      422,
    ]);
    expect(refusalOf(plan([group('One', ['K1'], 0)]), initialRolloutState)).toEqual([
      'rollout.thresholds',
      422,
    ]);
    expect(refusalOf(plan([group('One', ['K1'], 100, 101)]), initialRolloutState)).toEqual([
      'rollout.thresholds',
      422,
    ]);
    expect(
      refusalOf(plan(Array.from({ length: 11 }, (_, i) => group(`G${i}`, [`K${i}`]))), initialRolloutState),
    ).toEqual(['rollout.tooManyGroups', 422]);
    expect(refusalOf(start, run(start).state)).toEqual(['error.conflict', 409]);
    expect(refusalOf({ type: 'PauseRollout', at }, initialRolloutState)).toEqual(['rollout.notFound', 404]);
  });
});
