import { describe, expect, it } from '@jest/globals';
import { RolloutLimits, type Rollout } from '@ambient/core';
import {
  newRolloutForm,
  rolloutGroupsOf,
  rolloutInputOf,
  validateRolloutForm,
  validateRolloutGroups,
  withGroupAdded,
  withGroupChanged,
  withGroupRemoved,
  type RolloutForm,
} from './rollout-form.util';
import { actionsOf, isCurrentGroup, sharesOf, statusLabelOf } from './rollout-status.util';

const names = { pilot: 'Pilot', everyoneElse: 'Everyone else' };
const filled = (change: Partial<RolloutForm> = {}): RolloutForm => ({
  ...newRolloutForm(names),
  name: 'Genie 42',
  level: '42',
  ...change,
});
const fields = (form: RolloutForm) => validateRolloutForm(form).map((error) => error.field);

describe('the New Rollout form (decision 0052)', () => {
  it('opens with a pilot of 10 % and everyone else, hawkBit-like', () => {
    const form = newRolloutForm(names);
    expect(form).toMatchObject({ name: '', kioskKind: 'genie', level: '', overridesFirst: true });
    expect(form.groups.map((g) => [g.name, g.upToPercent, g.successThreshold, g.errorThreshold])).toEqual([
      ['Pilot', '10', '100', '0'],
      ['Everyone else', '100', '90', '10'],
    ]);
  });

  it('sends numbers, trimmed names, the last group up to 100 %, and override kiosks first for Abbys only', () => {
    const form = filled({ name: '  Genie 42 ' });
    expect(rolloutInputOf(form, 'Override kiosks')).toEqual({
      name: 'Genie 42',
      kioskKind: 'genie',
      level: 42,
      overridesFirst: false,
      overridesGroup: { name: 'Override kiosks', successThreshold: 100, errorThreshold: 0 },
      groups: [
        { name: 'Pilot', upToPercent: 10, successThreshold: 100, errorThreshold: 0 },
        { name: 'Everyone else', upToPercent: 100, successThreshold: 90, errorThreshold: 10 },
      ],
    });
    expect(rolloutInputOf(filled({ kioskKind: 'abby22' }), 'Kiosques prioritaires')).toMatchObject({
      overridesFirst: true,
      overridesGroup: { name: 'Kiosques prioritaires' },
    });
    expect(rolloutInputOf(filled({ kioskKind: 'abby3', overridesFirst: false }), 'x').overridesFirst).toBe(
      false,
    );
  });

  it('judges the names and thresholds with the rules of @ambient/core, field by field', () => {
    expect(validateRolloutForm(filled())).toEqual([]);
    expect(validateRolloutForm(filled({ name: '  ' }))).toEqual([
      { field: 'name', key: 'rollout.nameRequired' },
    ]);
    expect(validateRolloutForm(filled({ name: 'x'.repeat(51) }))).toEqual([
      { field: 'name', key: 'rollout.nameTooLong', params: { max: 50 } },
    ]);
    const form = filled();
    const [pilot, rest] = form.groups;
    expect(validateRolloutForm(withGroupChanged(form, rest!.key, { name: ' ' }))).toEqual([
      { field: 'groups.1.name', key: 'rollout.groupNameRequired' },
    ]);
    for (const change of [
      { successThreshold: '0' },
      { errorThreshold: '101' },
      { successThreshold: '9.5' },
      { errorThreshold: '' },
    ])
      expect(validateRolloutForm(withGroupChanged(form, pilot!.key, change))).toEqual([
        { field: 'groups.0.thresholds', key: 'rollout.thresholds' },
      ]);
  });

  it('wants a level from 1 and shares that rise below 100 %, the last taking the rest', () => {
    for (const level of ['', '0', '-3', '4.5', 'x']) expect(fields(filled({ level }))).toEqual(['level']);
    expect(validateRolloutForm(filled({ level: '' }))).toEqual([{ field: 'level', formKey: 'levelInvalid' }]);
    const form = withGroupAdded(filled(), 'Group 2');
    expect(form.groups.map((g) => [g.name, g.upToPercent])).toEqual([
      ['Pilot', '10'],
      ['Group 2', '55'],
      ['Everyone else', '100'],
    ]);
    expect(fields(form)).toEqual([]);
    const [pilot, middle, last] = form.groups;
    expect(fields(withGroupChanged(form, middle!.key, { upToPercent: '10' }))).toEqual([
      'groups.1.upToPercent',
    ]);
    expect(fields(withGroupChanged(form, pilot!.key, { upToPercent: '100' }))).toEqual([
      'groups.0.upToPercent',
    ]);
    expect(fields(withGroupChanged(form, pilot!.key, { upToPercent: '0' }))).toEqual([
      'groups.0.upToPercent',
    ]);
    // Whatever the last group says, it takes the rest.
    expect(fields(withGroupChanged(form, last!.key, { upToPercent: '3' }))).toEqual([]);
  });

  it('adds groups before the last, up to the limit, and keeps at least one', () => {
    let form = filled();
    for (let i = 0; i < 3; i += 1) form = withGroupAdded(form, `Group ${i + 2}`);
    expect(form.groups.map((g) => g.upToPercent)).toEqual(['10', '55', '78', '89', '100']);
    expect(validateRolloutForm(form)).toEqual([]);
    for (let i = 0; i < 20; i += 1) form = withGroupAdded(form, `Group ${i + 5}`);
    expect(form.groups).toHaveLength(RolloutLimits.groupsMax);
    expect(form.groups.at(-1)!.name).toBe('Everyone else');
    let one = filled();
    one = withGroupRemoved(one, one.groups[0]!.key);
    expect(one.groups.map((g) => g.name)).toEqual(['Everyone else']);
    expect(withGroupRemoved(one, one.groups[0]!.key)).toBe(one);
    expect(rolloutInputOf(one, 'x').groups).toEqual([
      { name: 'Everyone else', upToPercent: 100, successThreshold: 90, errorThreshold: 10 },
    ]);
  });
});
describe('a release that rolls out (decision 0079)', () => {
  it('judges and sends the name and the groups alone: the level is the release’s own', () => {
    const form = { ...newRolloutForm(names, 'abby22'), name: ' Abby 22 release ' };
    expect(validateRolloutGroups(form)).toEqual([]);
    expect(validateRolloutForm(form).map((error) => error.field)).toEqual(['level']);
    expect(rolloutGroupsOf(form, 'Override kiosks')).toEqual({
      name: 'Abby 22 release',
      overridesFirst: true,
      overridesGroup: { name: 'Override kiosks', successThreshold: 100, errorThreshold: 0 },
      groups: [
        { name: 'Pilot', upToPercent: 10, successThreshold: 100, errorThreshold: 0 },
        { name: 'Everyone else', upToPercent: 100, successThreshold: 90, errorThreshold: 10 },
      ],
    });
    expect(validateRolloutGroups({ ...form, name: '' }).map((error) => error.field)).toEqual(['name']);
  });
});

describe('a rollout as the list shows it', () => {
  const rollout = (status: Rollout['status'], pauseReason: Rollout['pauseReason'] = null) => ({
    status,
    pauseReason,
    currentGroup: 1,
  });

  it('says who paused it and offers what can be done now', () => {
    expect(statusLabelOf(rollout('running'))).toBe('running');
    expect(statusLabelOf(rollout('paused', 'byAdmin'))).toBe('pausedByAdmin');
    expect(statusLabelOf(rollout('paused', 'errorThreshold'))).toBe('pausedByFailures');
    expect(statusLabelOf(rollout('cancelled'))).toBe('cancelled');
    expect(actionsOf(rollout('running'))).toEqual({ pause: true, resume: false, cancel: true });
    expect(actionsOf(rollout('paused'))).toEqual({ pause: false, resume: true, cancel: true });
    expect(actionsOf(rollout('finished'))).toEqual({ pause: false, resume: false, cancel: false });
    expect(isCurrentGroup(rollout('paused'), 1)).toBe(true);
    expect(isCurrentGroup(rollout('running'), 0)).toBe(false);
    expect(isCurrentGroup(rollout('finished'), 1)).toBe(false);
  });

  it('shares a group bar by outcome', () => {
    const group = {
      name: 'A',
      successThreshold: 90,
      errorThreshold: 10,
      size: 8,
      told: 2,
      installed: 4,
      failed: 2,
      waiting: 0,
    };
    expect(sharesOf(group)).toEqual({ installed: 50, failed: 25, told: 25 });
    expect(sharesOf({ ...group, size: 0, told: 0, installed: 0, failed: 0 })).toEqual({
      installed: 0,
      failed: 0,
      told: 0,
    });
  });
});
