/**
 * The calls of kiosk emails, the Geniegrams (spec 03 §7 "Kiosk emails", decision 0066): a kiosk's
 * list with the residents a new one may go to, and sending one with its files and library media.
 */
import {
  KIOSK_EMAIL_UPLOAD_KINDS,
  type ApiResult,
  type KioskEmail,
  type KioskEmailsResponse,
  type KioskEmailUploadKind,
  type MediaItem,
  type MediaKind,
} from '@ambient/core';
import { api, uploadForm } from '../../../api/http-client';

/** What the create dialog sends. */
export interface ComposedKioskEmail {
  kioskId: number;
  residentIds: readonly number[];
  message: string;
  /** Files from the device, with the title each goes by. */
  files: ReadonlyArray<{ file: File; title: string; kind: MediaKind }>;
  /** Media items of the kiosk's library or the public one. */
  mediaItemIds: readonly number[];
}

const SUFFIX = Object.fromEntries(
  Object.entries(KIOSK_EMAIL_UPLOAD_KINDS).map(([suffix, kind]) => [kind, suffix]),
) as Record<MediaKind, KioskEmailUploadKind>;

export const kioskEmailKeys = {
  list: (kioskId: number) => ['kioskemails', 'getList', kioskId] as const,
};

export const kioskEmailsApi = {
  list: (kioskId: number, signal?: AbortSignal): Promise<ApiResult & KioskEmailsResponse> =>
    api.get('/api/kioskemails/kiosk/{id}', { params: { path: { id: kioskId } }, signal }),
  /**
   * POST kioskemails/send[/audio|/images|/videos]: the files (of the suffix's kind, or of the first
   * file's when pictures and audio travel together, the others sent as their own), their metadata,
   * the kiosk, the residents comma-joined, the message and the library media comma-joined.
   */
  send: (email: ComposedKioskEmail): Promise<ApiResult & { kioskEmail: KioskEmail }> => {
    const form = new FormData();
    for (const { file } of email.files) form.append('file', file, file.name);
    if (email.files.length > 0)
      form.append(
        'metadata',
        JSON.stringify(
          email.files.map(({ file, title }) => ({
            blobName: file.name,
            title,
            description: '',
            kioskFolder: 'email',
            destination: 'kiosk',
          })),
        ),
      );
    form.append('containerName', `k-${email.kioskId}`);
    form.append('kioskId', String(email.kioskId));
    form.append('deviceInfo', 'Admin Site');
    form.append('residentId', email.residentIds.join(','));
    form.append('message', email.message);
    if (email.mediaItemIds.length > 0) form.append('mediaItemId', email.mediaItemIds.join(','));
    const kind = email.files[0]?.kind;
    return kind
      ? uploadForm('/api/kioskemails/send/{kind}', { path: { kind: SUFFIX[kind] } }, form)
      : uploadForm('/api/kioskemails/send', {}, form);
  },
  /** One media item the library selector chose: its kind and title. */
  mediaItem: (mediaItemId: number): Promise<ApiResult & { mediaItem: MediaItem }> =>
    api.get('/api/mediaitems/{id}', { params: { path: { id: mediaItemId } } }),
};
