/**
 * The calls of the Genie media managers (spec 03 §7 "Media (Genie)", decision 0039): a library's
 * items, uploads by kind with their progress, edits and deletes; and their query keys.
 */
import {
  MEDIA_UPLOAD_SEGMENTS,
  type ApiResult,
  type MediaItem,
  type MediaItemsResponse,
  type MediaKind,
  type MediaUploadMetadata,
  type MediaUploadResult,
} from '@ambient/core';
import { listQuery, type ListParams } from '../../../api/list-params';
import { api, uploadForm, type UploadProgress } from '../../../api/http-client';

/** The shared libraries, named in the path. */
export type SharedMediaLibrary = 'public' | 'manuals' | 'promotional';

/** A library, named by its owner: a resident, a kiosk, or a shared one. */
export type MediaLibrary =
  | { owner: 'resident'; id: number }
  | { owner: 'kiosk'; id: number }
  | { owner: 'library'; name: SharedMediaLibrary };

/** One page of a library: paging, sort and search, then the content type (null is All). */
export interface MediaListParams extends ListParams {
  mediaType: MediaKind | null;
}

/** The edit dialog's fields (a kiosk item also says how it plays). */
export type MediaEdit = Required<Pick<MediaUploadMetadata, 'title' | 'description'>> &
  Pick<MediaUploadMetadata, 'kioskFolder'>;

/**
 * The multipart form of an upload: the files under `file`, their metadata as one JSON list in the
 * same order, then the other fields.
 */
export function mediaUploadForm<M>(
  files: ReadonlyArray<{ file: File; metadata: M }>,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const { file } of files) form.append('file', file, file.name);
  form.append('metadata', JSON.stringify(files.map(({ metadata }) => metadata)));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export const mediaKeys = {
  all: ['mediaitems'] as const,
  list: (library: MediaLibrary, params: MediaListParams) => ['mediaitems', library, params] as const,
};

export const mediaApi = {
  list: (
    library: MediaLibrary,
    params: MediaListParams,
    signal?: AbortSignal,
  ): Promise<ApiResult & MediaItemsResponse> => {
    const query = { ...listQuery(params), mediaType: params.mediaType ?? undefined };
    switch (library.owner) {
      case 'resident':
        return api.get('/api/mediaitems/resident/{residentId}', {
          params: { path: { residentId: library.id }, query },
          signal,
        });
      case 'kiosk':
        return api.get('/api/mediaitems/kiosk/{kioskId}', {
          params: { path: { kioskId: library.id }, query },
          signal,
        });
      case 'library':
        return api.get('/api/mediaitems/library/{library}', {
          params: { path: { library: library.name }, query },
          signal,
        });
    }
  },

  /**
   * POST mediaitems/{library}/upload/{images|audio|videos}: the files, each with its metadata in
   * the same order; reports the bytes sent. Answers one result per file.
   */
  upload: (
    library: MediaLibrary,
    kind: MediaKind,
    files: ReadonlyArray<{ file: File; metadata: MediaUploadMetadata }>,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<ApiResult & { uploadResults: MediaUploadResult[] }> => {
    const form = mediaUploadForm(files);
    const segment = MEDIA_UPLOAD_SEGMENTS[kind];
    switch (library.owner) {
      case 'resident':
        return uploadForm(
          '/api/mediaitems/resident/{residentId}/upload/{kind}',
          { path: { residentId: library.id, kind: segment } },
          form,
          onProgress,
          signal,
        );
      case 'kiosk':
        return uploadForm(
          '/api/mediaitems/kiosk/{kioskId}/upload/{kind}',
          { path: { kioskId: library.id, kind: segment } },
          form,
          onProgress,
          signal,
        );
      case 'library':
        return uploadForm(
          '/api/mediaitems/library/{library}/upload/{kind}',
          { path: { library: library.name, kind: segment } },
          form,
          onProgress,
          signal,
        );
    }
  },

  update: (mediaItemId: number, edit: MediaEdit): Promise<ApiResult & { mediaItem: MediaItem }> =>
    api.put('/api/mediaitems/{id}', { params: { path: { id: mediaItemId } }, body: edit }),

  /** POST mediaitems/delete: the selected rows, all or none. */
  remove: (mediaItemIds: readonly number[]): Promise<ApiResult & { deletedIds: number[] }> =>
    api.post('/api/mediaitems/delete', { body: { mediaItemIds: [...mediaItemIds] } }),
};
