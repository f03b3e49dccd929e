/** The calls of the Abby update screens (spec 02 §7 "Abby activities and updates"), and their query keys. */
import type {
  AbbyActivitiesResponse,
  AbbyActivity,
  AbbyActivityReleaseResponse,
  AbbyUpdateZipsResponse,
  AbbyZipFile,
  AbbyZipVersion,
  ActivateOverrideAbbysResponse,
  ApiResult,
  OverrideAbbysResponse,
  OverrideEnd,
  RolloutGroupsRequest,
  UnupdatedAbbysResponse,
} from '@ambient/core';
import { apiRequest, downloadFile, fileForm, rolloutField } from '../../../api/http-client';

/** What the activity dialogs send; the URL segment is derived by the server. */
export interface ActivityInput {
  description: string;
  url: string;
}

/** Release Update of an activity: the chosen file, the Next Update shown, the description of changes. */
export interface ActivityReleaseInput {
  activityId: number;
  level: number;
  file: File;
  comment: string;
}

export const abbyUpdateKeys = {
  overrides: ['kiosks', 'update-override-abbys'] as const,
  unupdated: ['kiosks', 'unupdated-abbys'] as const,
  zips: ['abbyupdates'] as const,
  activities: ['abbyactivities'] as const,
};

export const abbyUpdatesApi = {
  overrideKiosks: (signal?: AbortSignal) =>
    apiRequest<OverrideAbbysResponse>('/kiosks/update-override-abbys', { signal }),

  /** Save Changes: the selection becomes the override kiosks. */
  /** The selection, with the ends the admin changed (decision 0085; null: none). */
  activateOverrides: (kioskIds: number[], ends: OverrideEnd[] = []) =>
    apiRequest<ActivateOverrideAbbysResponse>('/kiosks/activate-override-abbys', {
      method: 'POST',
      body: ends.length === 0 ? kioskIds : { kioskIds, ends },
    }),

  unupdated: (signal?: AbortSignal) =>
    apiRequest<UnupdatedAbbysResponse>('/kiosks/unupdated-abbys', { signal }),

  /** GET abbyupdates: each version's zips, the first of each group already dropped. */
  updateZips: (signal?: AbortSignal) => apiRequest<AbbyUpdateZipsResponse>('/abbyupdates', { signal }),

  /**
   * POST abbyupdates/{version}: multipart with `file`, and `rollout` to roll the release out in
   * groups (decision 0079); answers the zip as listed.
   */
  releaseZip: (version: AbbyZipVersion, file: File, rollout?: RolloutGroupsRequest) =>
    apiRequest<ApiResult & { zipFile: AbbyZipFile }>(`/abbyupdates/${version}`, {
      method: 'POST',
      form: fileForm(file, rolloutField(rollout)),
    }),

  /** DELETE abbyupdates/version/{v}/level/{l}: the level is the zip's name without its extension. */
  deleteZip: (version: AbbyZipVersion, level: string) =>
    apiRequest<ApiResult>(`/abbyupdates/version/${version}/level/${encodeURIComponent(level)}`, {
      method: 'DELETE',
    }),

  activities: (signal?: AbortSignal) => apiRequest<AbbyActivitiesResponse>('/abbyactivities', { signal }),

  createActivity: (input: ActivityInput) =>
    apiRequest<ApiResult & { activity: AbbyActivity }>('/abbyactivities', { method: 'POST', body: input }),

  updateActivity: (activity: AbbyActivity, input: ActivityInput) =>
    apiRequest<ApiResult & { activity: AbbyActivity }>(`/abbyactivities/${activity.id}`, {
      method: 'PUT',
      body: { id: activity.id, ...input, createDate: activity.createDate },
    }),

  /** Download Zip: the chosen activity's package for the next update, named "{next}.zip". */
  downloadActivityZip: (version: AbbyZipVersion, nextUpdate: number, activity: AbbyActivity) =>
    downloadFile(`/abbyactivities/download/zip/${version}`, {
      method: 'POST',
      body: {
        nextUpdate,
        activities: [
          {
            id: activity.id,
            responseTypeId: activity.responseTypeId,
            description: activity.description,
            releaseDate: activity.releaseDate,
          },
        ],
      },
    }),

  /** POST abbyactivities/release: multipart `file`, `comment`, `level` (Next Update) and `typeId`. */
  releaseActivity: (input: ActivityReleaseInput) =>
    apiRequest<AbbyActivityReleaseResponse>('/abbyactivities/release', {
      method: 'POST',
      form: fileForm(input.file, {
        comment: input.comment,
        level: String(input.level),
        typeId: String(input.activityId),
      }),
    }),
};
