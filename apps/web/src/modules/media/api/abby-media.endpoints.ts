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
  type MediaKind,
  type MediaPathType,
} from '@ambient/core';
import type { ListParams } from '../../../api/list-params';
import { apiRequest, queryString, uploadForm, type UploadProgress } from '../../../api/http-client';
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
  pathTypes: (languageId: number, signal?: AbortSignal) =>
    apiRequest<ApiResult & { mediaPathTypes: MediaPathType[] }>(
      `/mediapathtypes${queryString({ isSharable: true, languageId })}`,
      { signal },
    ),

  /** GET mediafiles/container/1: one page of a path type's files. */
  files: (mediaPathTypeId: number, params: ListParams, signal?: AbortSignal) =>
    apiRequest<ApiResult & AbbyMediaFilesResponse>(
      `/mediafiles/container/${SHARED_LIBRARY}${queryString({
        mediaPathTypeId,
        page: params.page,
        pageSize: params.pageSize,
        search: params.search.trim(),
        sort: params.sort,
      })}`,
      { signal },
    ),

  /** GET mediafiles/available/profile/{p}/pathtype/{t}: one page of the files a profile does not hold yet. */
  available: (
    profile: AbbyPickerProfile,
    mediaPathTypeId: number,
    params: ListParams,
    signal?: AbortSignal,
  ) =>
    apiRequest<ApiResult & AbbyMediaFilesResponse>(
      `/mediafiles/available/profile/${profile.profileId}/pathtype/${mediaPathTypeId}${queryString({
        isResident: profile.isResident,
        page: params.page,
        pageSize: params.pageSize,
        search: params.search.trim(),
        sort: params.sort,
      })}`,
      { signal },
    ),

  /** POST mediafiles/upload/{images|audio|videos}: the files, each with its title, under a path type. */
  upload: (
    mediaPathTypeId: number,
    kind: MediaKind,
    files: ReadonlyArray<{ file: File; metadata: { title: string } }>,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ) =>
    uploadForm<ApiResult & { uploadResults: AbbyUploadResult[] }>(
      `/mediafiles/upload/${MEDIA_UPLOAD_SEGMENTS[kind]}`,
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
  ) =>
    uploadForm<ApiResult & { uploadResults: AbbyUploadResult[] }>(
      `/abbyprofiledetails/upload/${MEDIA_UPLOAD_SEGMENTS[kind]}${queryString({
        isResident: profile.isResident ? true : undefined,
      })}`,
      mediaUploadForm(files, {
        profileId: String(profile.profileId),
        mediaPathTypeId: String(mediaPathTypeId),
      }),
      onProgress,
      signal,
    ),

  /** PUT mediafiles/{id}: a new title. */
  rename: (mediaFileId: number, title: string) =>
    apiRequest<ApiResult & { mediaFile: AbbyMediaFile }>(`/mediafiles/${mediaFileId}`, {
      method: 'PUT',
      body: { mediaFileId, title },
    }),

  /** POST mediafiles/delete: the selected files, all or none. */
  remove: (mediaFileIds: readonly number[]) =>
    apiRequest<ApiResult & { deletedIds: number[] }>('/mediafiles/delete', {
      method: 'POST',
      body: { mediaFileIds },
    }),
};
