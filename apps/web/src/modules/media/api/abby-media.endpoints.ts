/**
 * The calls of the Abby shared library (spec 03 §7 "Media (Abby)", decision 0039): the media path
 * types, the files of one path type, uploads with their progress, renames and deletes; and their
 * query keys.
 */
import {
  MEDIA_UPLOAD_SEGMENTS,
  type AbbyMediaFile,
  type AbbyMediaFilesResponse,
  type ApiResult,
  type Language,
  type MediaKind,
  type MediaPathType,
} from '@ambient/core';
import { listQuery, type ListParams } from '../../../api/list-params';
import { api, uploadForm, type UploadProgress } from '../../../api/http-client';
import { mediaUploadForm } from './media.endpoints';

/** The shared library's owner (spec 03 §3 "Library owners": SharedLibrary 1). */
const SHARED_LIBRARY = 1;

/** One upload's answer for one file: the file kept, or why it was refused. */
export interface AbbyUploadResult {
  fileName: string;
  mediaFile: AbbyMediaFile | null;
  errorMessage: string | null;
}

export const abbyMediaKeys = {
  pathTypes: (languageId: number) => ['mediapathtypes', languageId] as const,
  files: (mediaPathTypeId: number, params: ListParams) => ['mediafiles', mediaPathTypeId, params] as const,
  available: (profile: AbbyPickerProfile, mediaPathTypeId: number, params: ListParams) =>
    ['mediafiles', 'available', profile, mediaPathTypeId, params] as const,
};

/** The profile a picker adds files to (decision 0075). */
export interface AbbyPickerProfile {
  profileId: number;
  isResident: boolean;
}

export const abbyMediaApi = {
  /** GET mediapathtypes?isSharable=true: the sharable path types in a language. */
  pathTypes: (
    languageId: Language,
    signal?: AbortSignal,
  ): Promise<ApiResult & { mediaPathTypes: MediaPathType[] }> =>
    api.get('/api/mediapathtypes', { params: { query: { isSharable: true, languageId } }, signal }),

  /** GET mediafiles/container/1: one page of a path type's files. */
  files: (
    mediaPathTypeId: number,
    params: ListParams,
    signal?: AbortSignal,
  ): Promise<ApiResult & AbbyMediaFilesResponse> =>
    api.get('/api/mediafiles/container/{containerId}', {
      params: { path: { containerId: SHARED_LIBRARY }, query: { mediaPathTypeId, ...listQuery(params) } },
      signal,
    }),

  /** GET mediafiles/available/profile/{p}/pathtype/{t}: one page of the files a profile does not hold yet. */
  available: (
    profile: AbbyPickerProfile,
    mediaPathTypeId: number,
    params: ListParams,
    signal?: AbortSignal,
  ): Promise<ApiResult & AbbyMediaFilesResponse> =>
    api.get('/api/mediafiles/available/profile/{profileId}/pathtype/{pathTypeId}', {
      params: {
        path: { profileId: profile.profileId, pathTypeId: mediaPathTypeId },
        query: { isResident: profile.isResident, ...listQuery(params) },
      },
      signal,
    }),

  /** POST mediafiles/upload/{images|audio|videos}: the files, each with its title, under a path type. */
  upload: (
    mediaPathTypeId: number,
    kind: MediaKind,
    files: ReadonlyArray<{ file: File; metadata: { title: string } }>,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<ApiResult & { uploadResults: AbbyUploadResult[] }> =>
    uploadForm(
      '/api/mediafiles/upload/{kind}',
      { path: { kind: MEDIA_UPLOAD_SEGMENTS[kind] } },
      mediaUploadForm(files, { mediaPathTypeId: String(mediaPathTypeId) }),
      onProgress,
      signal,
    ),

  /**
   * POST abbyprofiledetails/upload/{images|audio|videos} ("From computer", decision 0080): the
   * files, each with its title, into the library of the profile's owner under a path type, and
   * added to the profile.
   */
  uploadToProfile: (
    profile: AbbyPickerProfile,
    mediaPathTypeId: number,
    kind: MediaKind,
    files: ReadonlyArray<{ file: File; metadata: { title: string } }>,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<ApiResult & { uploadResults: AbbyUploadResult[] }> =>
    uploadForm(
      '/api/abbyprofiledetails/upload/{kind}',
      {
        path: { kind: MEDIA_UPLOAD_SEGMENTS[kind] },
        query: { isResident: profile.isResident ? true : undefined },
      },
      mediaUploadForm(files, {
        profileId: String(profile.profileId),
        mediaPathTypeId: String(mediaPathTypeId),
      }),
      onProgress,
      signal,
    ),

  /** PUT mediafiles/{id}: a new title. */
  rename: (mediaFileId: number, title: string): Promise<ApiResult & { mediaFile: AbbyMediaFile }> =>
    api.put('/api/mediafiles/{id}', {
      params: { path: { id: mediaFileId } },
      body: { mediaFileId, title },
    }),

  /** POST mediafiles/delete: the selected files, all or none. */
  remove: (mediaFileIds: readonly number[]): Promise<ApiResult & { deletedIds: number[] }> =>
    api.post('/api/mediafiles/delete', { body: { mediaFileIds: [...mediaFileIds] } }),
};
