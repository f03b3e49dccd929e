/**
 * Abby activities, update zips and override kiosks as events (spec 02 §7 "Abby activities and
 * updates"). Each is one stream: its version orders the releases and numbers the next update.
 * Events carry ids, names and levels only: nothing personal, nothing secret.
 */
import { ACTIVITY_LEVELS } from '../kiosks/reference-data.js';
import type { AbbyZipVersion } from './abby-update-rules.js';

export const ABBY_ACTIVITIES_STREAM = 'abby-activities';
export const ABBY_UPDATE_ZIPS_STREAM = 'abby-update-zips';
export const ABBY_OVERRIDES_STREAM = 'abby-update-overrides';
export const UPDATE_NOTICES_STREAM = 'update-notices';

export interface AbbyActivityCreated {
  type: 'AbbyActivityCreated';
  data: { activityId: number; description: string; url: string; responseTypeId: number };
}
export interface AbbyActivityUpdated {
  type: 'AbbyActivityUpdated';
  data: { activityId: number; description: string; url: string };
}
export interface AbbyActivityReleased {
  type: 'AbbyActivityReleased';
  data: {
    activityId: number;
    /** The update number this release took ("Next Update" before it). */
    level: number;
    comment: string;
    fileName: string;
    size: number;
    /** Where the file is kept, relative to the media folder. */
    storedAs: string;
  };
}
export type AbbyActivityEvent = AbbyActivityCreated | AbbyActivityUpdated | AbbyActivityReleased;

export interface AbbyUpdateZipReleased {
  type: 'AbbyUpdateZipReleased';
  data: { version: AbbyZipVersion; fileName: string; level: number; size: number; storedAs: string };
}
export interface AbbyUpdateZipDeleted {
  type: 'AbbyUpdateZipDeleted';
  data: { version: AbbyZipVersion; level: number };
}
export type AbbyUpdateZipEvent = AbbyUpdateZipReleased | AbbyUpdateZipDeleted;

export interface AbbyOverrideKiosksChanged {
  type: 'AbbyOverrideKiosksChanged';
  data: { activated: number[]; deactivated: number[] };
}
/** When override kiosks stop being ones by themselves (null: never), as an admin set it (decision 0085). */
export interface AbbyOverrideEndsSet {
  type: 'AbbyOverrideEndsSet';
  data: { ends: Array<{ kioskId: number; until: string | null }> };
}
/** An override kiosk's end passed: the system recorded that it is no longer one (decision 0085). */
export interface AbbyOverrideKioskEnded {
  type: 'AbbyOverrideKioskEnded';
  data: { kioskId: number; until: string; at: string };
}
export type AbbyOverrideEvent = AbbyOverrideKiosksChanged | AbbyOverrideEndsSet | AbbyOverrideKioskEnded;

/** What an update is about: an Abby's software (from its version's zips), its activities, a Genie's software. */
export type UpdateKind = 'abbyUpdate' | 'abbyActivity' | 'genieUpdate';

/** The console's intent that kiosks fetch an update; the device gateway turns it into commands. */
export interface UpdateAvailableRequested {
  type: 'UpdateAvailableRequested';
  data: { serialNumbers: string[]; kind: UpdateKind; level: number };
}
export type UpdateNoticeEvent = UpdateAvailableRequested;

export type AbbyUpdatesEvent = AbbyActivityEvent | AbbyUpdateZipEvent | AbbyOverrideEvent | UpdateNoticeEvent;

export interface AbbyActivityFacts {
  description: string;
  url: string;
  responseTypeId: number;
  /** The last release's level, null before the first. */
  releasedLevel: number | null;
}

export interface AbbyActivitiesState {
  activities: ReadonlyMap<number, AbbyActivityFacts>;
  /** The highest activity update level so far: the kiosks' known levels before any release here. */
  lastLevel: number;
}

export const initialAbbyActivitiesState: AbbyActivitiesState = {
  activities: new Map(),
  lastLevel: ACTIVITY_LEVELS.length,
};

/** The number the next activity release takes. */
export const nextActivityUpdate = (state: AbbyActivitiesState): number => state.lastLevel + 1;

export function evolveAbbyActivities(
  state: AbbyActivitiesState,
  event: AbbyActivityEvent,
): AbbyActivitiesState {
  const activities = new Map(state.activities);
  switch (event.type) {
    case 'AbbyActivityCreated': {
      const { activityId, description, url, responseTypeId } = event.data;
      activities.set(activityId, { description, url, responseTypeId, releasedLevel: null });
      return { ...state, activities };
    }
    case 'AbbyActivityUpdated': {
      const current = activities.get(event.data.activityId);
      if (current)
        activities.set(event.data.activityId, {
          ...current,
          description: event.data.description,
          url: event.data.url,
        });
      return { ...state, activities };
    }
    case 'AbbyActivityReleased': {
      const current = activities.get(event.data.activityId);
      if (current) activities.set(event.data.activityId, { ...current, releasedLevel: event.data.level });
      return { activities, lastLevel: Math.max(state.lastLevel, event.data.level) };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export interface AbbyUpdateZipsState {
  /** Per version, the levels kept, in release order. */
  levels: Readonly<Record<AbbyZipVersion, readonly number[]>>;
}

export const initialAbbyUpdateZipsState: AbbyUpdateZipsState = { levels: { 21: [], 22: [] } };

export function evolveAbbyUpdateZips(
  state: AbbyUpdateZipsState,
  event: AbbyUpdateZipEvent,
): AbbyUpdateZipsState {
  const { version, level } = event.data;
  switch (event.type) {
    case 'AbbyUpdateZipReleased':
      return { levels: { ...state.levels, [version]: [...state.levels[version], level] } };
    case 'AbbyUpdateZipDeleted':
      return { levels: { ...state.levels, [version]: state.levels[version].filter((l) => l !== level) } };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export interface AbbyOverridesState {
  kioskIds: ReadonlySet<number>;
  /** The override kiosks that end by themselves, and when (ISO). */
  ends: ReadonlyMap<number, string>;
}

export const initialAbbyOverridesState: AbbyOverridesState = { kioskIds: new Set(), ends: new Map() };

export function evolveAbbyOverrides(state: AbbyOverridesState, event: AbbyOverrideEvent): AbbyOverridesState {
  switch (event.type) {
    case 'AbbyOverrideKiosksChanged': {
      const ids = new Set(state.kioskIds);
      const ends = new Map(state.ends);
      for (const id of event.data.activated) ids.add(id);
      for (const id of event.data.deactivated) {
        ids.delete(id);
        ends.delete(id);
      }
      return { kioskIds: ids, ends };
    }
    case 'AbbyOverrideEndsSet': {
      const ends = new Map(state.ends);
      for (const { kioskId, until } of event.data.ends) {
        if (until === null) ends.delete(kioskId);
        else ends.set(kioskId, until);
      }
      return { ...state, ends };
    }
    case 'AbbyOverrideKioskEnded': {
      const ids = new Set(state.kioskIds);
      const ends = new Map(state.ends);
      ids.delete(event.data.kioskId);
      ends.delete(event.data.kioskId);
      return { kioskIds: ids, ends };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
