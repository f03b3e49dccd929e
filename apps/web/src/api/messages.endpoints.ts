/**
 * The calls of messages (spec 03 §7 "Messages", decision 0043): the Message manager's list, a
 * compose sent as text or uploaded with its media, deletes, and a voice message's address.
 */
import type { ApiResult, MessageListFilter, MessageUploadKind, ResidentMessage } from '@ambient/core';
import { apiRequest, uploadForm, type UploadProgress } from './http-client';

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
};

export const messagesApi = {
  list: (filter: MessageListFilter, signal?: AbortSignal) =>
    apiRequest<MessagesAnswer>('/messages/profile', { method: 'POST', body: filter, signal }),
  /** POST messages/upload/{kind}: the compose's fields and, for a media message, its file. */
  send: (message: ComposedMessage, onProgress: (progress: UploadProgress) => void = () => undefined) => {
    const form = new FormData();
    if (message.file) form.append('file', message.file, message.file.name);
    form.append('residentId', message.residentIds.join(','));
    form.append('messageTypeId', '1');
    form.append('deviceInfo', 'Admin Site');
    if (message.subject.trim() !== '') form.append('subject', message.subject);
    if (message.kind === 'text-only') form.append('textMessage', message.text);
    else form.append('title', message.title);
    return uploadForm<MessagesAnswer>(`/messages/upload/${message.kind}`, form, onProgress);
  },
  remove: (messageId: number) =>
    apiRequest<ApiResult & { deletedIds: number[] }>(`/messages/${messageId}`, { method: 'DELETE' }),
  /** The address of a voice message's recording; the recipient's playback is logged (spec 03 §4). */
  voiceUrl: (messageId: number, log: boolean) =>
    apiRequest<ApiResult & { url: string; isOpened: boolean }>(
      `/messages/${messageId}/voiceurl${log ? '?log=true' : ''}`,
    ),
};
