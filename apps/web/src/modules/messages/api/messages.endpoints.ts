/**
 * The calls of messages (spec 03 §7 "Messages", decision 0043): the Message manager's list, a
 * compose sent as text or uploaded with its media, deletes, and a voice message's address.
 */
import type {
  ApiResult,
  FacilityInboxSettingsAnswer,
  MessageListFilter,
  MessageUploadKind,
  ResidentMessage,
} from '@ambient/core';
import { api, uploadForm, type UploadProgress } from '../../../api/http-client';

/** What the compose dialog sends. */
export interface ComposedMessage {
  residentIds: readonly number[];
  kind: MessageUploadKind;
  subject: string;
  text: string;
  title: string;
  file: File | null;
}

type MessagesAnswer = ApiResult & { messages: ResidentMessage[] };

export const messageKeys = {
  list: (filter: MessageListFilter) => ['messages', 'getList', filter] as const,
  inboxSettings: (facilityId: number) => ['messages', 'inboxSettings', facilityId] as const,
};

type MessageAnswer = ApiResult & { message: ResidentMessage };
type InboxSettingsAnswer = ApiResult & FacilityInboxSettingsAnswer;

const byId = (messageId: number) => ({ params: { path: { id: messageId } } });

export const messagesApi = {
  list: (filter: MessageListFilter, signal?: AbortSignal): Promise<MessagesAnswer> =>
    api.post('/api/messages/profile', { body: filter, signal }),
  /** POST messages/upload/{kind}: the compose's fields and, for a media message, its file. */
  send: (
    message: ComposedMessage,
    onProgress: (progress: UploadProgress) => void = () => undefined,
  ): Promise<MessagesAnswer> => {
    const form = new FormData();
    if (message.file) form.append('file', message.file, message.file.name);
    form.append('residentId', message.residentIds.join(','));
    form.append('messageTypeId', '1');
    form.append('deviceInfo', 'Admin Site');
    if (message.subject.trim() !== '') form.append('subject', message.subject);
    if (message.kind === 'text-only') form.append('textMessage', message.text);
    else form.append('title', message.title);
    return uploadForm('/api/messages/upload/{kind}', { path: { kind: message.kind } }, form, onProgress);
  },
  remove: (messageId: number): Promise<ApiResult & { deletedIds: number[] }> =>
    api.delete('/api/messages/{id}', byId(messageId)),
  /** A waiting message of a moderated inbox approved, or declined with a reason (decision 0077). */
  approve: (messageId: number): Promise<MessageAnswer> =>
    api.post('/api/messages/{id}/approve', { ...byId(messageId), body: {} }),
  decline: (messageId: number, reason: string): Promise<MessageAnswer> =>
    api.post('/api/messages/{id}/decline', {
      ...byId(messageId),
      body: reason.trim() === '' ? {} : { reason },
    }),
  inboxSettings: (facilityId: number, signal?: AbortSignal): Promise<InboxSettingsAnswer> =>
    api.get('/api/facilities/{id}/inbox-settings', { params: { path: { id: facilityId } }, signal }),
  changeInboxSettings: (facilityId: number, moderated: boolean): Promise<InboxSettingsAnswer> =>
    api.put('/api/facilities/{id}/inbox-settings', {
      params: { path: { id: facilityId } },
      body: { moderated },
    }),
  /** The address of a voice message's recording; the recipient's playback is logged (spec 03 §4). */
  voiceUrl: (messageId: number, log: boolean): Promise<ApiResult & { url: string; isOpened: boolean }> =>
    api.get('/api/messages/{id}/voiceurl', {
      params: { path: { id: messageId }, query: { log: log || undefined } },
    }),
};
