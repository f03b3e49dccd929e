import {
  rolloutPlanFault,
  RolloutLimits,
  type KioskKind,
  type MessageKey,
  type MessageParams,
  type RolloutGroupPlan,
  type RolloutGroupsRequest,
} from '@ambient/core';
import type { RolloutStartInput } from '../api/rollouts.endpoints';

/** The kinds of kiosk a rollout is for, in the form's order. */
export const ROLLOUT_KIOSK_KINDS = [
  'genie',
  'abby22',
  'abby21',
  'abby3',
] as const satisfies readonly KioskKind[];

/** A group as typed: numbers stay text until sent, so a half-typed one can be shown and judged. */
export interface GroupDraft {
  /** Stable React key. */
  key: number;
  name: string;
  upToPercent: string;
  successThreshold: string;
  errorThreshold: string;
}

export interface RolloutForm {
  name: string;
  kioskKind: KioskKind;
  level: string;
  overridesFirst: boolean;
  groups: GroupDraft[];
}

/** The override kiosks' own group (Abbys, when they go first), as the server words it by default. */
export const OVERRIDES_GROUP = { name: 'Override kiosks', successThreshold: 100, errorThreshold: 0 } as const;

let nextKey = 1;
const draft = (name: string, upTo: number, success: number, errors: number): GroupDraft => ({
  key: nextKey++,
  name,
  upToPercent: String(upTo),
  successThreshold: String(success),
  errorThreshold: String(errors),
});

/**
 * The form as it opens, with hawkBit-like groups: a pilot of 10 % that must all install with no
 * failure, then everyone else, going on at 90 % installed and stopping past 10 % failed.
 */
export function newRolloutForm(
  names: { pilot: string; everyoneElse: string },
  kioskKind: KioskKind = 'genie',
  level: number | null = null,
): RolloutForm {
  return {
    name: '',
    kioskKind,
    level: level === null ? '' : String(level),
    overridesFirst: true,
    groups: [draft(names.pilot, 10, 100, 0), draft(names.everyoneElse, 100, 90, 10)],
  };
}

/**
 * A group added before the last one (which always takes the rest): its share halfway between the
 * one before it and 100 %, with the last group's thresholds. Nothing is added past the limit.
 */
export function withGroupAdded(form: RolloutForm, name: string): RolloutForm {
  if (form.groups.length >= RolloutLimits.groupsMax) return form;
  const last = form.groups[form.groups.length - 1]!;
  const before = form.groups.length > 1 ? Number(form.groups[form.groups.length - 2]!.upToPercent) : 0;
  const from = Number.isFinite(before) ? Math.min(Math.max(before, 0), 98) : 0;
  const upTo = Math.min(99, Math.max(from + 1, Math.round((from + 100) / 2)));
  const added = draft(name, upTo, Number(last.successThreshold) || 90, Number(last.errorThreshold) || 0);
  return { ...form, groups: [...form.groups.slice(0, -1), added, last] };
}

/** A group removed; a rollout keeps at least one. */
export function withGroupRemoved(form: RolloutForm, key: number): RolloutForm {
  if (form.groups.length <= 1) return form;
  return { ...form, groups: form.groups.filter((group) => group.key !== key) };
}

export function withGroupChanged(form: RolloutForm, key: number, change: Partial<GroupDraft>): RolloutForm {
  return {
    ...form,
    groups: form.groups.map((group) => (group.key === key ? { ...group, ...change } : group)),
  };
}

/** Whether the override kiosks switch applies: Abbys only (a Genie has none). */
export const hasOverrideKiosks = (kind: KioskKind): boolean => kind !== 'genie';

/** The form's own rules, where `@ambient/core` has none: the level and the shares. */
export type RolloutFormKey = 'levelInvalid' | 'sharesRise';

/** A problem with one field: a message of `@ambient/core`, or one of the form's own (`formKey`). */
export type RolloutFieldError = { field: string } & (
  { key: MessageKey; params?: MessageParams } | { formKey: RolloutFormKey; params?: MessageParams }
);

const wholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The groups as the rule of `@ambient/core` reads them; each stands for its share of the kiosks. */
const planOf = (group: GroupDraft, index: number): RolloutGroupPlan => ({
  name: group.name,
  // The kiosks are chosen by the server; a placeholder lets the shared rule judge the rest.
  serialNumbers: [`group-${index}`],
  successThreshold: wholeNumber(group.successThreshold),
  errorThreshold: wholeNumber(group.errorThreshold),
});

const isLast = (form: RolloutForm, index: number): boolean => index === form.groups.length - 1;

/**
 * The rules of `rolloutPlanFault` (`@ambient/core`, the server's own) field by field, then the
 * form's: a level from 1, and shares that rise from group to group below 100 %, the last group
 * taking the rest.
 */
export function validateRolloutForm(form: RolloutForm): RolloutFieldError[] {
  const errors = validateRolloutGroups(form);
  const level = wholeNumber(form.level);
  const levelErrors: RolloutFieldError[] =
    level >= 1 && level <= 10_000 ? [] : [{ field: 'level', formKey: 'levelInvalid' }];
  return [
    ...errors.filter((error) => error.field === 'name'),
    ...levelErrors,
    ...errors.filter((error) => error.field !== 'name'),
  ];
}

/**
 * The name and the groups alone, as a release that rolls out asks for them (its kind of kiosk and
 * level are the release's own, decision 0079).
 */
export function validateRolloutGroups(form: RolloutForm): RolloutFieldError[] {
  const errors: RolloutFieldError[] = [];
  const stand = planOf(
    { key: 0, name: 'group', upToPercent: '100', successThreshold: '100', errorThreshold: '0' },
    0,
  );
  const nameFault = rolloutPlanFault(form.name, [stand]);
  if (nameFault) errors.push({ field: 'name', ...nameFault });
  if (form.groups.length > RolloutLimits.groupsMax)
    errors.push({ field: 'groups', key: 'rollout.tooManyGroups', params: { max: RolloutLimits.groupsMax } });
  let before = 0;
  form.groups.forEach((group, index) => {
    const fault = rolloutPlanFault('rollout', [planOf(group, index)]);
    if (fault) {
      const field = fault.key === 'rollout.thresholds' ? 'thresholds' : 'name';
      errors.push({ field: `groups.${index}.${field}`, ...fault });
    }
    if (isLast(form, index)) return;
    const upTo = wholeNumber(group.upToPercent);
    if (!(upTo > before && upTo < 100)) {
      errors.push({ field: `groups.${index}.upToPercent`, formKey: 'sharesRise' });
      return;
    }
    before = upTo;
  });
  return errors;
}

/** What is sent: trimmed names, numbers, the last group up to 100 %. */
export function rolloutInputOf(form: RolloutForm, overridesGroupName: string): RolloutStartInput {
  return {
    ...rolloutGroupsOf(form, overridesGroupName),
    kioskKind: form.kioskKind,
    level: wholeNumber(form.level),
  };
}

/** The name and the groups as a release that rolls out sends them. */
export function rolloutGroupsOf(form: RolloutForm, overridesGroupName: string): RolloutGroupsRequest {
  return {
    name: form.name.trim(),
    overridesFirst: hasOverrideKiosks(form.kioskKind) && form.overridesFirst,
    overridesGroup: { ...OVERRIDES_GROUP, name: overridesGroupName },
    groups: form.groups.map((group, index) => ({
      name: group.name.trim(),
      upToPercent: isLast(form, index) ? 100 : wholeNumber(group.upToPercent),
      successThreshold: wholeNumber(group.successThreshold),
      errorThreshold: wholeNumber(group.errorThreshold),
    })),
  };
}
