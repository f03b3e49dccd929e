import type { UpdateKind } from '@ambient/core';

/**
 * Every job the workers run, by name, with what it is given. A job's payload is plain data (no
 * personal data: keys and ids only), the same on both runners. Adding a job: a line here, a name
 * in JOB_NAMES, and exactly one `@JobHandler(name)` somewhere (start-up fails otherwise).
 */
export interface JobPayloads {
  /** A JPEG thumbnail of a stored picture or video (the spec's rule: the same name, in jpg). */
  'media.thumbnail': MediaFileJob;
  /** A playable MP4 (H.264 and AAC) of a stored video, and its poster frame as thumbnail. */
  'media.transcode': MediaFileJob;
  /** Tell kiosks, through the device gateway, that an update is waiting for them (decision 0030). */
  'kiosks.updateAvailable': {
    readonly kind: UpdateKind;
    readonly level: number;
    readonly serialNumbers: readonly string[];
  };
  /** Email one manager that a kiosk's offline alert was raised or cleared (decision 0050). */
  'offlineAlerts.email': {
    readonly kioskId: number;
    readonly alertNumber: number;
    readonly state: 'raised' | 'cleared';
    readonly userId: string;
  };
  /** Tell the kiosks of new messages' residents, through the device gateway, that they wait (decision 0044). */
  'messages.deliver': { readonly messageIds: readonly number[] };
  /** Tell Abbies whose active profile changed, through the device gateway, that their content changed (decision 0075). */
  'abbyProfiles.contentChanged': { readonly kioskIds: readonly number[] };
  /** Tell kiosks whose active playlist changed, through the device gateway, that their content changed (decision 0055). */
  'kioskPlaylists.contentChanged': { readonly kioskIds: readonly number[] };
  /** Purge the messages older than the retention period and their media; scheduled (decision 0070). */
  'messages.purge': Record<string, never>;
  /** End the override kiosks whose end passed; scheduled (decision 0085). */
  'abbyOverrides.expire': Record<string, never>;
}

/**
 * A stored file to process. `mediaItemId` names the media item it was uploaded as: what the job
 * makes for an item deleted meanwhile is removed again. Without it (a file that is no item, or a
 * job queued before items were named) the item is looked up by key and nothing is removed.
 */
export interface MediaFileJob {
  readonly key: string;
  readonly mediaItemId?: number;
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES: readonly JobName[] = [
  'media.thumbnail',
  'media.transcode',
  'kiosks.updateAvailable',
  'offlineAlerts.email',
  'messages.deliver',
  'abbyProfiles.contentChanged',
  'kioskPlaylists.contentChanged',
  'messages.purge',
  'abbyOverrides.expire',
];

/** A job that ran out of tries, as an admin sees it. */
export interface FailedJob {
  readonly id: string;
  readonly name: string;
  readonly payload: unknown;
  readonly error: string;
  readonly attempts: number;
  readonly failedAt: string;
}

/** What a handler is told besides its payload. */
export interface JobRun {
  readonly id: string;
  /** 1 on the first try. */
  readonly attempt: number;
}
