/** The commands of Abby activities, update zips and override kiosks, their pure `decide`s and deciders. */
import { DomainError } from '../errors.js';
import { KioskType } from '../constants.js';
import {
  activityDescriptionFault,
  activityUrlSegment,
  DEFAULT_ACTIVITY_RESPONSE_TYPE_ID,
  expectedActivityZipName,
  isExpectedActivityZip,
  overrideChanges,
  releaseComment,
  updateZipNameFault,
  zipLevelName,
  type AbbyZipVersion,
  type RuleBreak,
} from './abby-update-rules.js';
import type { Decider } from '../decider.js';
import {
  evolveAbbyActivities,
  evolveAbbyOverrides,
  evolveAbbyUpdateZips,
  initialAbbyActivitiesState,
  initialAbbyOverridesState,
  initialAbbyUpdateZipsState,
  nextActivityUpdate,
  type AbbyActivitiesState,
  type AbbyActivityEvent,
  type AbbyOverrideEvent,
  type AbbyOverridesState,
  type AbbyUpdateZipEvent,
  type AbbyUpdateZipsState,
  type UpdateKind,
  type UpdateNoticeEvent,
} from './abby-updates.js';

const refuse = (fault: RuleBreak, status: 400 | 404 | 409 | 422 = 422): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, 0);
};

export interface StoredUpload {
  fileName: string;
  size: number;
  storedAs: string;
}

export type AbbyActivityCommand =
  | { type: 'CreateAbbyActivity'; activityId: number; description: string; responseTypeId: number | null }
  | { type: 'UpdateAbbyActivity'; activityId: number; description: string }
  | {
      type: 'ReleaseAbbyActivity';
      activityId: number;
      /** The update number the console showed as Next Update. */
      level: number;
      comment: string;
      file: StoredUpload;
    };

/** Judges the description before an id is used up; the API and the console share it. */
export function checkActivityDescription(description: string): string {
  const fault = activityDescriptionFault(description);
  if (fault) refuse(fault);
  return description.trim();
}

export function decideAbbyActivity(
  command: AbbyActivityCommand,
  state: AbbyActivitiesState,
): AbbyActivityEvent[] {
  switch (command.type) {
    case 'CreateAbbyActivity': {
      const description = checkActivityDescription(command.description);
      return [
        {
          type: 'AbbyActivityCreated',
          data: {
            activityId: command.activityId,
            description,
            url: activityUrlSegment(description),
            responseTypeId: command.responseTypeId ?? DEFAULT_ACTIVITY_RESPONSE_TYPE_ID,
          },
        },
      ];
    }
    case 'UpdateAbbyActivity': {
      const current = state.activities.get(command.activityId);
      if (!current) return refuse({ key: 'abbyActivity.notFound' }, 404);
      const description = checkActivityDescription(command.description);
      if (description === current.description) return [];
      return [
        {
          type: 'AbbyActivityUpdated',
          data: { activityId: command.activityId, description, url: activityUrlSegment(description) },
        },
      ];
    }
    case 'ReleaseAbbyActivity': {
      const current = state.activities.get(command.activityId);
      if (!current) return refuse({ key: 'abbyActivity.notFound' }, 404);
      const next = nextActivityUpdate(state);
      if (!isExpectedActivityZip(command.file.fileName, next))
        return refuse({
          key: 'abbyActivity.invalidFilename',
          params: { name: expectedActivityZipName(next) },
        });
      if (command.level !== next)
        return refuse({ key: 'abbyActivity.nextUpdateChanged', params: { next } }, 409);
      const judged = releaseComment(command.comment, current.releasedLevel !== null);
      if ('fault' in judged) return refuse(judged.fault);
      return [
        {
          type: 'AbbyActivityReleased',
          data: { activityId: command.activityId, level: next, comment: judged.comment, ...command.file },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** The Abby activities stream's decider, for the engine (`AggregateStore.handle`). */
export const abbyActivitiesDecider: Decider<AbbyActivityCommand, AbbyActivityEvent, AbbyActivitiesState> = {
  initialState: initialAbbyActivitiesState,
  evolve: evolveAbbyActivities,
  decide: decideAbbyActivity,
};

export type AbbyUpdateZipCommand =
  | { type: 'ReleaseAbbyUpdateZip'; version: AbbyZipVersion; file: StoredUpload }
  | { type: 'DeleteAbbyUpdateZip'; version: AbbyZipVersion; level: number };

/** The name's fault against what the version holds, checked before the file is kept. */
export function checkUpdateZipName(
  fileName: string,
  state: AbbyUpdateZipsState,
  version: AbbyZipVersion,
): void {
  const fault = updateZipNameFault(
    fileName,
    state.levels[version].map((level) => `${level}.zip`),
  );
  if (fault) refuse(fault);
}

export function decideAbbyUpdateZip(
  command: AbbyUpdateZipCommand,
  state: AbbyUpdateZipsState,
): AbbyUpdateZipEvent[] {
  switch (command.type) {
    case 'ReleaseAbbyUpdateZip': {
      checkUpdateZipName(command.file.fileName, state, command.version);
      return [
        {
          type: 'AbbyUpdateZipReleased',
          data: {
            version: command.version,
            level: Number(zipLevelName(command.file.fileName)),
            ...command.file,
          },
        },
      ];
    }
    case 'DeleteAbbyUpdateZip': {
      const group = state.levels[command.version];
      // The first zip of a group is not listed, so it cannot be deleted (decision 0033).
      if (!group.includes(command.level) || group[0] === command.level)
        return refuse({ key: 'abbyZip.notFound', params: { name: `${command.level}.zip` } }, 404);
      return [{ type: 'AbbyUpdateZipDeleted', data: { version: command.version, level: command.level } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** The Abby update zips stream's decider, for the engine (`AggregateStore.handle`). */
export const abbyUpdateZipsDecider: Decider<AbbyUpdateZipCommand, AbbyUpdateZipEvent, AbbyUpdateZipsState> = {
  initialState: initialAbbyUpdateZipsState,
  evolve: evolveAbbyUpdateZips,
  decide: decideAbbyUpdateZip,
};

export interface OverrideCandidate {
  id: number;
  typeId: number;
}

/** An override kiosk's end as asked: a moment (ISO), or null for none. */
export interface OverrideEnd {
  kioskId: number;
  until: string | null;
}

export type AbbyOverrideCommand =
  | {
      type: 'ActivateOverrideAbbys';
      selectedIds: number[];
      /** The kiosks the selection names, as the reader found them (a missing one is absent). */
      kiosks: OverrideCandidate[];
      /**
       * The selected kiosks' ends (decision 0085); a selected kiosk not named keeps its end.
       * Absent: every end kept.
       */
      ends?: OverrideEnd[];
      /** The moment of the command: an end must come after it. */
      at: string;
    }
  | {
      /** The system, once an override kiosk's end passed (decision 0085). */
      type: 'EndOverrideAbby';
      kioskId: number;
      at: string;
    };

/**
 * An end is a moment after now, for a kiosk of the selection; it is refused when it has passed
 * (a kiosk cannot become an override kiosk that ended already).
 */
export function overrideEndFault(
  end: OverrideEnd,
  selectedIds: readonly number[],
  at: string,
): RuleBreak | null {
  if (!selectedIds.includes(end.kioskId))
    return { key: 'abbyOverride.endNotSelected', params: { id: end.kioskId } };
  if (end.until !== null && !(Date.parse(end.until) > Date.parse(at)))
    return { key: 'abbyOverride.endPassed' };
  return null;
}

/** The override kiosks whose end has come by `at`, in id order. */
export function overridesDue(state: AbbyOverridesState, at: string): number[] {
  const now = Date.parse(at);
  return [...state.ends]
    .filter(([id, until]) => state.kioskIds.has(id) && Date.parse(until) <= now)
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

export function decideAbbyOverride(
  command: AbbyOverrideCommand,
  state: AbbyOverridesState,
): AbbyOverrideEvent[] {
  switch (command.type) {
    case 'ActivateOverrideAbbys': {
      const known = new Map(command.kiosks.map((k) => [k.id, k]));
      for (const id of command.selectedIds) {
        const kiosk = known.get(id);
        if (!kiosk) refuse({ key: 'kiosk.notFound' }, 404);
        else if (kiosk.typeId !== KioskType.Abby) refuse({ key: 'abbyOverride.notAbby', params: { id } });
      }
      const asked = new Map((command.ends ?? []).map((end) => [end.kioskId, end]));
      for (const end of asked.values()) {
        const fault = overrideEndFault(end, command.selectedIds, command.at);
        if (fault) refuse(fault);
      }
      const events: AbbyOverrideEvent[] = [];
      const { activate, deactivate } = overrideChanges([...state.kioskIds], command.selectedIds);
      if (activate.length > 0 || deactivate.length > 0)
        events.push({
          type: 'AbbyOverrideKiosksChanged',
          data: { activated: activate, deactivated: deactivate },
        });
      // Compared as recorded (UTC ISO): the same moment written with another offset changes nothing.
      const ends = [...asked.values()]
        .map(({ kioskId, until }) => ({
          kioskId,
          until: until === null ? null : new Date(until).toISOString(),
        }))
        .filter(
          ({ kioskId, until }) =>
            (state.kioskIds.has(kioskId) ? (state.ends.get(kioskId) ?? null) : null) !== until,
        )
        .sort((a, b) => a.kioskId - b.kioskId);
      if (ends.length > 0) events.push({ type: 'AbbyOverrideEndsSet', data: { ends } });
      return events;
    }
    case 'EndOverrideAbby': {
      // Nothing to record when the kiosk is no longer an override kiosk, or its end moved on.
      if (!overridesDue(state, command.at).includes(command.kioskId)) return [];
      const until = state.ends.get(command.kioskId)!;
      return [{ type: 'AbbyOverrideKioskEnded', data: { kioskId: command.kioskId, until, at: command.at } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** The override kiosks stream's decider, for the engine (`AggregateStore.handle`). */
export const abbyOverridesDecider: Decider<AbbyOverrideCommand, AbbyOverrideEvent, AbbyOverridesState> = {
  initialState: initialAbbyOverridesState,
  evolve: evolveAbbyOverrides,
  decide: decideAbbyOverride,
};

export type UpdateNoticeCommand = {
  type: 'RequestUpdateAvailable';
  serialNumbers: string[];
  kind: UpdateKind;
  level: number;
};

/** Records the intent once per kiosk; nobody to tell records nothing. */
export function decideUpdateNotice(command: UpdateNoticeCommand): UpdateNoticeEvent[] {
  const serialNumbers = [...new Set(command.serialNumbers)].sort();
  if (serialNumbers.length === 0) return [];
  return [
    { type: 'UpdateAvailableRequested', data: { serialNumbers, kind: command.kind, level: command.level } },
  ];
}
