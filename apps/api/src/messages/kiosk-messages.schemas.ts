import { z } from 'zod';
import {
  MESSAGE_KINDS,
  MessageLimits,
  MessageType,
  type KioskMedia,
  type KioskInboxMessage,
  type KioskResident,
} from '@ambient/core';
import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { answer, id, shape, ZodPipe } from '../common/validation.js';

/** GET kiosk/messages: the newest `last` (at most 500), of one resident when named. */
export const kioskMessagesQuerySchema = z.object({
  residentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  last: z.coerce.number().int().min(1).max(500).optional(),
});
export type KioskMessagesQuery = z.output<typeof kioskMessagesQuerySchema>;

/** POST kiosk/messages: a resident's text message to one of their contacts. */
export const kioskMessageBodySchema = z.strictObject({
  residentId: id,
  userId: z.string().min(1).max(200),
  subject: z
    .string()
    .max(MessageLimits.subjectMax * 10)
    .nullish(),
  text: z
    .string()
    .max(MessageLimits.textMax * 2)
    .nullish(),
});
export type KioskMessageBody = z.output<typeof kioskMessageBodySchema>;

/** POST kiosk/messages/{id}/opened: when the resident saw it, on the kiosk's clock (now when absent). */
export const kioskOpenedBodySchema = z.strictObject({
  openedAt: z.iso.datetime({ offset: true }).nullish(),
});
export type KioskOpenedBody = z.output<typeof kioskOpenedBodySchema>;

/** What a kiosk uploads from its resident: a picture or a voice recording. */
export const KIOSK_UPLOAD_KINDS = ['images', 'audio'] as const;
export type KioskUploadKind = (typeof KIOSK_UPLOAD_KINDS)[number];

export const KioskUploadKindParam = (): ParameterDecorator => (target, key, index) => {
  Param('kind', new ZodPipe(z.enum(KIOSK_UPLOAD_KINDS), 'kind'))(target, key, index);
  const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
  if (key !== undefined && descriptor)
    ApiParam({ name: 'kind', schema: { type: 'string', enum: [...KIOSK_UPLOAD_KINDS] } })(
      target,
      key,
      descriptor,
    );
};

/** The multipart form of a resident's picture or voice message, for the document. */
export const kioskUploadForm = {
  schema: {
    type: 'object' as const,
    required: ['file', 'residentId', 'userId', 'title'],
    properties: {
      file: { type: 'string', format: 'binary' },
      residentId: { type: 'string', description: 'The resident who writes: one of the kiosk’s' },
      userId: { type: 'string', description: 'The contact written to' },
      title: { type: 'string', description: 'The message’s title, at most 50 characters' },
      subject: { type: 'string' },
      textMessage: { type: 'string' },
    },
  },
};

export const kioskMediaShape = z.object({
  id: shape.int,
  kind: z.enum(['image', 'audio', 'video']).nullable(),
  contentType: z.string(),
  title: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  size: z.number(),
  duration: z.number().nullable(),
}) satisfies z.ZodType<KioskMedia>;

const kioskMessageShape = z.object({
  id: shape.int,
  residentId: shape.int,
  residentName: z.string(),
  messageTypeId: z.union([z.literal(MessageType.UserToResident), z.literal(MessageType.ResidentToUser)]),
  userId: z.string(),
  senderName: z.string(),
  subject: z.string(),
  text: z.string(),
  title: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  media: z.array(kioskMediaShape),
  isOpened: z.boolean(),
  firstOpened: shape.time.nullable(),
  createDate: shape.time,
}) satisfies z.ZodType<KioskInboxMessage>;

const kioskResidentShape = z.object({
  id: shape.int,
  name: z.string(),
  contacts: z.array(z.object({ userId: z.string(), name: z.string() })),
}) satisfies z.ZodType<KioskResident>;

export const kioskMessagesAnswer = answer({ messages: z.array(kioskMessageShape) });
export const kioskMessageAnswer = answer({ message: kioskMessageShape });
export const kioskResidentsAnswer = answer({ residents: z.array(kioskResidentShape) });
