/**
 * The rules and limits of Abby activities, update zips, override kiosks and the Unupdated Abbys
 * list (spec 02 §2, §4, §5, §9), written once for the API and the console.
 */
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import type { PhidgetVersion } from '../kiosks/kiosk-api.js';

export const AbbyUpdateLimits = {
  /** Activity description (spec 02 §5, §9). */
  activityDescriptionMax: 50,
  /** A re-release's description of the changes. */
  releaseCommentMax: 500,
  /** Digits of an update zip's name (its update level). */
  zipLevelDigitsMax: 9,
} as const;

/** The Phidget versions update zips are kept for, and the one the screen opens on. */
export const ABBY_ZIP_VERSIONS = [21, 22] as const;
export type AbbyZipVersion = (typeof ABBY_ZIP_VERSIONS)[number];
export const DEFAULT_ABBY_ZIP_VERSION: AbbyZipVersion = 22;

/** The comment a first release is recorded with (spec 02 §4). */
export const INITIAL_RELEASE_COMMENT = 'Initial release';

/** The `refId` that marks an override kiosk (spec 02 §3). */
export const UPDATE_OVERRIDE_REF_ID = 'update-override';

/** The response type a new activity gets when none is sent (decision 0032). */
export const DEFAULT_ACTIVITY_RESPONSE_TYPE_ID = 1;

/**
 * The fourteen kiosk ids the Unupdated Abbys list drops (spec 02 §9: "14 ids", values not shown);
 * the API's `UNUPDATED_ABBYS_EXCLUDED_IDS` setting replaces them (decision 0034).
 */
export const DEFAULT_UNUPDATED_ABBYS_EXCLUDED_IDS: readonly number[] = [
  9001, 9002, 9003, 9004, 9005, 9006, 9007, 9008, 9009, 9010, 9011, 9012, 9013, 9014,
];

export interface RuleBreak {
  key: MessageKey;
  params?: MessageParams;
}

/** The activity description's fault, or null: required ("Descriprion is required", spelled so), at most 50. */
export function activityDescriptionFault(description: string): RuleBreak | null {
  const trimmed = description.trim();
  if (trimmed === '') return { key: 'abbyActivity.descriptionRequired' };
  if (trimmed.length > AbbyUpdateLimits.activityDescriptionMax)
    return {
      key: 'abbyActivity.descriptionMaxChars',
      params: { max: AbbyUpdateLimits.activityDescriptionMax },
    };
  return null;
}

/** The URL segment: the description with all whitespace removed, plus "/index.html" (not editable). */
export function activityUrlSegment(description: string): string {
  return `${description.replace(/\s+/g, '')}/index.html`;
}

/** The one name an activity release may have: "{next update number}.zip". */
export const expectedActivityZipName = (nextUpdate: number): string => `${nextUpdate}.zip`;

/** Whether a release file is named exactly as expected (the name as sent, compared as is). */
export const isExpectedActivityZip = (fileName: string, nextUpdate: number): boolean =>
  fileName === expectedActivityZipName(nextUpdate);

/** The comment a release is recorded with, or the fault: "Initial release" first, then a non-blank one. */
export function releaseComment(
  comment: string,
  releasedBefore: boolean,
): { comment: string } | { fault: RuleBreak } {
  if (!releasedBefore) return { comment: INITIAL_RELEASE_COMMENT };
  const trimmed = comment.trim();
  if (trimmed === '') return { fault: { key: 'abbyActivity.commentRequired' } };
  if (trimmed.length > AbbyUpdateLimits.releaseCommentMax)
    return {
      fault: { key: 'abbyActivity.commentMaxChars', params: { max: AbbyUpdateLimits.releaseCommentMax } },
    };
  return { comment: trimmed };
}

export const isAbbyZipVersion = (value: number): value is AbbyZipVersion =>
  (ABBY_ZIP_VERSIONS as readonly number[]).includes(value);

/** An update zip's name without its extension (the level in `DELETE …/level/{l}`). */
export const zipLevelName = (fileName: string): string => fileName.replace(/\.zip$/i, '');

/**
 * The fault of an update zip's name, or null (spec 02 §5): the extension must be zip ("Invalid
 * Filename"), the name a whole number, its update level (decision 0033), and not "0.zip" nor a
 * name the version already has ("The file {name} already exists").
 */
export function updateZipNameFault(fileName: string, existingNames: readonly string[]): RuleBreak | null {
  if (!/\.zip$/i.test(fileName)) return { key: 'release.invalidFilename' };
  const level = zipLevelName(fileName);
  if (!new RegExp(`^\\d{1,${AbbyUpdateLimits.zipLevelDigitsMax}}$`).test(level))
    return { key: 'abbyZip.levelName' };
  if (Number(level) === 0 || existingNames.some((name) => Number(zipLevelName(name)) === Number(level)))
    return { key: 'abbyZip.exists', params: { name: fileName } };
  return null;
}

/** The zips a version's list shows: all but the first of the group (spec 02 §7). */
export const listedZips = <T>(group: readonly T[]): T[] => group.slice(1);

/** Save Changes on Manage Override Kiosks: who becomes an override kiosk and who stops being one. */
export function overrideChanges(
  current: readonly number[],
  selected: readonly number[],
): { activate: number[]; deactivate: number[] } {
  const now = new Set(current);
  const wanted = new Set(selected);
  return {
    activate: [...wanted].filter((id) => !now.has(id)).sort((a, b) => a - b),
    deactivate: [...now].filter((id) => !wanted.has(id)).sort((a, b) => a - b),
  };
}

/** The zip version an Abby's updates come from; a v3 (Phidgetless) has none. */
export const zipVersionOf = (phidgetVersion: PhidgetVersion): AbbyZipVersion | null =>
  phidgetVersion === 21 || phidgetVersion === 22 ? phidgetVersion : null;

/** Spec 02 §9 "Online definition": the last media sync is on today's date (in the given zone's day). */
export function isOnlineBySync(mediaSyncDate: string | null, today: string): boolean {
  return mediaSyncDate !== null && mediaSyncDate.slice(0, 10) === today;
}

/** A kiosk is behind when the highest level of its kind exceeds its own (spec 02 §4). */
export const isBehind = (level: number | null, maxLevel: number): boolean => maxLevel > (level ?? 0);
