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
import {
  api,
  apiClient,
  AS_FILE,
  downloadFile,
  fileForm,
  rolloutField,
  uploadForm,
} from '../../../api/http-client';

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
  overrideKiosks: (signal?: AbortSignal): Promise<OverrideAbbysResponse> =>
    api.get('/api/kiosks/update-override-abbys', { signal }),

  /** Save Changes: the selection becomes the override kiosks. */
  /** The selection, with the ends the admin changed (decision 0085; null: none). */
  activateOverrides: (kioskIds: number[], ends: OverrideEnd[] = []): Promise<ActivateOverrideAbbysResponse> =>
    api.post('/api/kiosks/activate-override-abbys', {
      body: ends.length === 0 ? kioskIds : { kioskIds, ends },
    }),

  unupdated: (signal?: AbortSignal): Promise<UnupdatedAbbysResponse> =>
    api.get('/api/kiosks/unupdated-abbys', { signal }),

  /** GET abbyupdates: each version's zips, the first of each group already dropped. */
  updateZips: (signal?: AbortSignal): Promise<AbbyUpdateZipsResponse> =>
    api.get('/api/abbyupdates', { signal }),

  /**
   * POST abbyupdates/{version}: multipart with `file`, and `rollout` to roll the release out in
   * groups (decision 0079); answers the zip as listed.
   */
  releaseZip: (
    version: AbbyZipVersion,
    file: File,
    rollout?: RolloutGroupsRequest,
  ): Promise<ApiResult & { zipFile: AbbyZipFile }> =>
    uploadForm('/api/abbyupdates/{version}', { path: { version } }, fileForm(file, rolloutField(rollout))),

  /** DELETE abbyupdates/version/{v}/level/{l}: the level is the zip's name without its extension. */
  deleteZip: (version: AbbyZipVersion, level: string): Promise<ApiResult> =>
    api.delete('/api/abbyupdates/version/{version}/level/{level}', {
      params: { path: { version, level } },
    }),

  activities: (signal?: AbortSignal): Promise<AbbyActivitiesResponse> =>
    api.get('/api/abbyactivities', { signal }),

  createActivity: (input: ActivityInput): Promise<ApiResult & { activity: AbbyActivity }> =>
    api.post('/api/abbyactivities', { body: input }),

  updateActivity: (
    activity: AbbyActivity,
    input: ActivityInput,
  ): Promise<ApiResult & { activity: AbbyActivity }> =>
    api.put('/api/abbyactivities/{id}', {
      params: { path: { id: activity.id } },
      body: { id: activity.id, ...input, createDate: activity.createDate },
    }),

  /** Download Zip: the chosen activity's package for the next update, named "{next}.zip". */
  downloadActivityZip: (version: AbbyZipVersion, nextUpdate: number, activity: AbbyActivity) =>
    downloadFile(
      apiClient.POST('/api/abbyactivities/download/zip/{version}', {
        ...AS_FILE,
        params: { path: { version } },
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
    ),

  /** POST abbyactivities/release: multipart `file`, `comment`, `level` (Next Update) and `typeId`. */
  releaseActivity: (input: ActivityReleaseInput): Promise<AbbyActivityReleaseResponse> =>
    uploadForm(
      '/api/abbyactivities/release',
      {},
      fileForm(input.file, {
        comment: input.comment,
        level: String(input.level),
        typeId: String(input.activityId),
      }),
    ),
};
