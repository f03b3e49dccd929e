import { z } from 'zod';
import {
  InboxLimits,
  MESSAGE_KINDS,
  MESSAGE_MODERATIONS,
  MESSAGE_UPLOAD_KINDS,
  MessageLimits,
  MessageType,
  type FacilityInboxSettingsAnswer,
  type MessageBlob,
  type MessageUploadKind,
  type ResidentMessage,
} from '@ambient/core';
import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { answer, id, shape, ZodPipe } from '../common/validation.js';

/** Generous caps at the edge; the decider judges the texts with the spec's messages. */
const SUBJECT_CAP = MessageLimits.subjectMax * 10;
const TEXT_CAP = MessageLimits.textMax * 2;
const TITLE_CAP = MessageLimits.titleMax * 10;
const DESCRIPTION_CAP = MessageLimits.descriptionMax * 10;
const USER_ID_CAP = 200;

const messageTypeId = z.union([z.literal(MessageType.UserToResident), z.literal(MessageType.ResidentToUser)]);
/** A message type as a form sends it (text) or JSON does (a number). */
const messageTypeField = z
  .union([messageTypeId, z.enum(['1', '2']).transform((value) => Number(value) as 1 | 2)])
  .nullish();

/** Residents as a list of ids, or comma-joined as the spec's forms send them. */
const residentIdsField = z.union([
  z.array(id).max(MessageLimits.residentsPerSend),
  z
    .string()
    .max(MessageLimits.residentsPerSend * 12)
    .regex(/^\s*(\d{1,10}\s*(,\s*\d{1,10}\s*)*)?$/)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map(Number),
    )
    .pipe(z.array(z.number().int().min(1).max(2_147_483_647))),
  id.transform((value) => [value]),
]);

/** POST messages/profile: which messages the Message manager shows. */
export const messageListBodySchema = z.object({
  kioskIds: z.array(id).max(1000).nullish(),
  residentIds: z.array(id).max(1000).nullish(),
  defaultResidentId: id.nullish(),
  userId: z.string().max(USER_ID_CAP).nullish(),
  messageTypeId: messageTypeId.nullish(),
  search: z.string().max(SUBJECT_CAP).nullish(),
  /** Only the messages in this state of the moderated inbox (decision 0077). */
  moderation: z.enum(MESSAGE_MODERATIONS).nullish(),
});
export type MessageListBody = z.output<typeof messageListBodySchema>;

/** `?last=`: how many of the newest messages to answer. */
export const lastQuerySchema = z.object({
  last: z.coerce.number().int().min(1).max(500).optional(),
});
export type LastQuery = z.output<typeof lastQuerySchema>;

/** The fields of a message sent, as JSON or as the fields of a multipart upload (spec 03 §3 "Message upload"). */
export const messageSendBodySchema = z.object({
  residentId: residentIdsField.optional(),
  residentIds: residentIdsField.optional(),
  subject: z.string().max(SUBJECT_CAP).nullish(),
  textMessage: z.string().max(TEXT_CAP).nullish(),
  text: z.string().max(TEXT_CAP).nullish(),
  title: z.string().max(TITLE_CAP).nullish(),
  description: z.string().max(DESCRIPTION_CAP).nullish(),
  userId: z.string().max(USER_ID_CAP).nullish(),
  messageTypeId: messageTypeField,
  deviceInfo: z.string().max(200).nullish(),
  /** Media items of the resident's library or the public one, for a message sent as JSON. */
  mediaItemIds: z.array(id).max(MessageLimits.blobsMax).nullish(),
  kind: z.enum(MESSAGE_KINDS).nullish(),
});
export type MessageSendBody = z.output<typeof messageSendBodySchema>;

/** PUT messages/{id} and messages/thread/{id}: the opened state the recipient reports. */
export const messageOpenBodySchema = z.object({ isOpened: z.literal(true).optional() });
export type MessageOpenBody = z.output<typeof messageOpenBodySchema>;

/** GET messages/{id}/voiceurl?log=true: logs the playback by the message's recipient. */
export const voiceQuerySchema = z.object({
  log: z.enum(['true', 'false']).optional(),
});
export type VoiceQuery = z.output<typeof voiceQuerySchema>;

/** POST messageblobs/bulk: media items of the library added to a media message. */
export const messageBlobsBodySchema = z.object({
  messageId: id,
  mediaItemIds: z.array(id).min(1).max(MessageLimits.blobsMax),
});
export type MessageBlobsBody = z.output<typeof messageBlobsBodySchema>;

const UPLOAD_KINDS = Object.keys(MESSAGE_UPLOAD_KINDS) as [MessageUploadKind, ...MessageUploadKind[]];

/** `{kind}` of `POST messages/upload/{kind}`: text-only, images, videos or audio. */
export const MessageUploadKindParam = (): ParameterDecorator => (target, key, index) => {
  Param('kind', new ZodPipe(z.enum(UPLOAD_KINDS), 'kind'))(target, key, index);
  const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
  if (key !== undefined && descriptor)
    ApiParam({ name: 'kind', schema: { type: 'string', enum: [...UPLOAD_KINDS] } })(target, key, descriptor);
};

/** The multipart form of a message upload, for the document. */
export const messageUploadForm = {
  schema: {
    type: 'object' as const,
    properties: {
      file: { type: 'array', items: { type: 'string', format: 'binary' } },
      textMessage: { type: 'string' },
      subject: { type: 'string' },
      title: { type: 'string', description: 'A media message’s title, at most 50 characters' },
      description: { type: 'string' },
      residentId: { type: 'string', description: 'Comma-joined resident ids' },
      userId: { type: 'string' },
      messageTypeId: { type: 'string', enum: ['1', '2'] },
      deviceInfo: { type: 'string' },
    },
  },
};

const blobShape = z.object({
  id: shape.int,
  mediaItemId: shape.int,
  title: z.string(),
  description: z.string(),
  blobName: z.string(),
  uri: z.string(),
  containerName: z.string(),
  containerOwner: z.string(),
  contentType: z.string(),
  size: z.number(),
  duration: z.number().nullable(),
  thumbnail: z.string().nullable(),
  createDate: shape.time,
}) satisfies z.ZodType<MessageBlob>;

const messageShape = z.object({
  id: shape.int,
  messageThreadId: shape.int,
  userId: z.string(),
  userNickname: z.string(),
  userPicture: z.string().nullable(),
  residentId: shape.int,
  residentName: z.string(),
  residentPicture: z.string().nullable(),
  kioskId: shape.int.nullable(),
  subject: z.string(),
  text: z.string(),
  title: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  isOpened: z.boolean(),
  firstOpened: shape.time.nullable(),
  createDate: shape.time,
  messageTypeId,
  isInitiator: z.boolean(),
  messageBlobs: z.array(blobShape),
  moderation: z.enum(MESSAGE_MODERATIONS).nullable(),
  declineReason: z.string().nullable(),
}) satisfies z.ZodType<ResidentMessage>;

export const messagesAnswer = answer({ messages: z.array(messageShape) });
export const messageAnswer = answer({ message: messageShape });
export const messageDeletedAnswer = answer({ deletedIds: z.array(shape.int) });
export const messageBlobsAnswer = answer({ messageBlobs: z.array(blobShape) });
export const voiceUrlAnswer = answer({ url: z.string(), isOpened: z.boolean() });

/** POST messages/{id}/approve: nothing to say. */
export const messageApproveBodySchema = z.strictObject({});
export type MessageApproveBody = z.output<typeof messageApproveBodySchema>;

/** POST messages/{id}/decline: why, optionally; the decider judges the length with the spec's message. */
export const messageDeclineBodySchema = z.strictObject({
  reason: z
    .string()
    .max(InboxLimits.declineReasonMax * 4)
    .nullish(),
});
export type MessageDeclineBody = z.output<typeof messageDeclineBodySchema>;

/** PUT facilities/{id}/inbox-settings (decision 0077). */
export const inboxSettingsBodySchema = z.strictObject({ moderated: z.boolean() });
export type InboxSettingsBody = z.output<typeof inboxSettingsBodySchema>;

export const inboxSettingsAnswer = answer({
  facilityId: shape.int,
  settings: z.object({ moderated: z.boolean() }),
  isDefault: z.boolean(),
} satisfies Record<keyof FacilityInboxSettingsAnswer, z.ZodType>);
