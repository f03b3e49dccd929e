/**
 * The kiosk's HTTP access to the API (decision 0078): what a Genie reads of its residents'
 * messages and Geniegrams, and writes for them, and the Memory Albums it shows (decision 0076), with the credential it connects to the broker
 * with (HTTP Basic: its serial and its secret). The paths and answers here are the API's
 * `/api/kiosk/…` routes; the simulators call them, and so will the kiosk apps.
 */
export type { KioskAlbum, KioskGeniegram, KioskMedia, KioskInboxMessage, KioskResident } from '@ambient/core';

/** The kiosk routes' prefix under the API's address. */
export const KIOSK_API_PREFIX = '/api/kiosk';

/** What a kiosk uploads for its resident: a picture or a voice recording. */
export type KioskUploadKind = 'images' | 'audio';

/** Each kiosk route's path, from the API's address. */
export const kioskApiPaths = {
  /** GET: the kiosk's residents and the contacts each may write to. */
  residents: (): string => `${KIOSK_API_PREFIX}/residents`,
  /** GET: its residents' messages, both ways, newest first (`?residentId=`, `?last=`). POST: a resident's text message. */
  messages: (): string => `${KIOSK_API_PREFIX}/messages`,
  /** GET: one message. */
  message: (messageId: number): string => `${KIOSK_API_PREFIX}/messages/${messageId}`,
  /** POST `{ openedAt? }`: the resident saw it. */
  messageOpened: (messageId: number): string => `${KIOSK_API_PREFIX}/messages/${messageId}/opened`,
  /** POST multipart: a resident's picture or voice message (`file`, `residentId`, `userId`, `title`). */
  messageUpload: (kind: KioskUploadKind): string => `${KIOSK_API_PREFIX}/messages/upload/${kind}`,
  /** GET: its Geniegrams, one entry per resident each was written for (`?residentId=`). */
  geniegrams: (): string => `${KIOSK_API_PREFIX}/geniegrams`,
  /** GET: one Geniegram. */
  geniegram: (geniegramId: number): string => `${KIOSK_API_PREFIX}/geniegrams/${geniegramId}`,
  /** POST `{ residentId, openedAt? }`: the resident saw it. */
  geniegramOpened: (geniegramId: number): string => `${KIOSK_API_PREFIX}/geniegrams/${geniegramId}/opened`,
  /** GET: its residents' Memory Albums, newest first (`?residentId=`). */
  playlists: (): string => `${KIOSK_API_PREFIX}/playlists`,
  /** POST `{ viewedAt? }`: the album was shown (at most one viewing recorded per 15 minutes). */
  playlistViewed: (albumId: number): string => `${KIOSK_API_PREFIX}/playlists/${albumId}/viewed`,
} as const;

/** The `Authorization` header of a kiosk's call: its serial and its secret, HTTP Basic. */
export const kioskAuthorizationHeader = (serial: string, secret: string): string =>
  `Basic ${Buffer.from(`${serial}:${secret}`, 'utf8').toString('base64')}`;
