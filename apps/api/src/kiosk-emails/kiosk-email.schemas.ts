import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { z } from 'zod';
import {
  KIOSK_EMAIL_UPLOAD_KINDS,
  KioskEmailLimits,
  MediaLimits,
  type KioskEmail,
  type KioskEmailBlob,
  type KioskEmailResident,
  type KioskEmailUploadKind,
} from '@ambient/core';
import { answer, id, shape, ZodPipe } from '../common/validation.js';

/** Generous caps at the edge; the decider judges the texts with the spec's messages. */
const MESSAGE_CAP = KioskEmailLimits.messageMax * 2;
const USER_ID_CAP = 200;
const TITLE_CAP = MediaLimits.titleMax * 10;
const DESCRIPTION_CAP = MediaLimits.descriptionMax * 10;

/** Ids as a list, one id, or comma-joined as the spec's forms send them. */
const idsField = (max: number) =>
  z.union([
    z.array(id).max(max),
    z
      .string()
      .max(max * 12)
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

/** An id as JSON sends it or as a form does; empty or 0 is none. */
const optionalId = z
  .union([z.number().int().min(0).max(2_147_483_647), z.string().regex(/^\s*\d{0,10}\s*$/)])
  .nullish()
  .transform((value) =>
    value === null || value === undefined || String(value).trim() === '' ? null : Number(value),
  )
  .pipe(z.number().int().min(0).max(2_147_483_647).nullable())
  .transform((value) => (value === 0 ? null : value));

/** The kiosk a Geniegram goes to, read first: one out of the caller's reach answers as missing. */
export const kioskEmailTargetSchema = z.object({
  kioskId: optionalId,
  /** The kiosk's library (`k-{id}`), which names the kiosk when `kioskId` is not given. */
  containerName: z.string().max(100).nullish(),
});
export type KioskEmailTarget = z.output<typeof kioskEmailTargetSchema>;

/** The fields of `POST kioskemails/send[/kind]` (spec 03 §7), as a form or as JSON. */
export const kioskEmailSendSchema = z.object({
  kioskId: optionalId,
  /** The kiosk's library (`k-{id}`), which names the kiosk when the files go there. */
  containerName: z.string().max(100).nullish(),
  residentId: idsField(KioskEmailLimits.residentsPerSend).optional(),
  message: z.string().max(MESSAGE_CAP).nullish(),
  userId: z.string().max(USER_ID_CAP).nullish(),
  deviceInfo: z.string().max(200).nullish(),
  /** Media items of the kiosk's library or the public one, comma-joined. */
  mediaItemId: idsField(KioskEmailLimits.blobsMax).optional(),
  /** A JSON list, one entry per file: blobName, title, description, kioskFolder, destination. */
  metadata: z
    .string()
    .max(MediaLimits.filesPerUpload * (TITLE_CAP + DESCRIPTION_CAP + 400))
    .nullish(),
});
export type KioskEmailSendBody = z.output<typeof kioskEmailSendSchema>;

/** One entry of `metadata`: what the media slice keeps of it is the title and description. */
export const kioskEmailMetadataSchema = z
  .array(
    z.object({
      blobName: z.string().max(400).nullish(),
      title: z.string().max(TITLE_CAP).nullish(),
      description: z.string().max(DESCRIPTION_CAP).nullish(),
      kioskFolder: z.string().max(40).nullish(),
      destination: z.string().max(400).nullish(),
    }),
  )
  .max(MediaLimits.filesPerUpload);

const UPLOAD_KINDS = Object.keys(KIOSK_EMAIL_UPLOAD_KINDS) as [
  KioskEmailUploadKind,
  ...KioskEmailUploadKind[],
];

/** `{kind}` of `POST kioskemails/send/{kind}`: audio, images or videos. */
export const KioskEmailKindParam = (): ParameterDecorator => (target, key, index) => {
  Param('kind', new ZodPipe(z.enum(UPLOAD_KINDS), 'kind'))(target, key, index);
  const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
  if (key !== undefined && descriptor)
    ApiParam({ name: 'kind', schema: { type: 'string', enum: [...UPLOAD_KINDS] } })(target, key, descriptor);
};

/** The multipart form of a Geniegram, for the document. */
export const kioskEmailSendForm = {
  schema: {
    type: 'object' as const,
    properties: {
      file: { type: 'array', items: { type: 'string', format: 'binary' } },
      metadata: {
        type: 'string',
        description:
          'A JSON list, one entry per file: blobName, title, description, kioskFolder, destination',
      },
      containerName: { type: 'string', description: 'The kiosk’s library, k-{id}' },
      kioskId: { type: 'string', description: 'The kiosk, when no file is sent' },
      residentId: { type: 'string', description: 'Comma-joined resident ids' },
      mediaItemId: {
        type: 'string',
        description: 'Comma-joined media items of the kiosk’s or the public library',
      },
      message: { type: 'string' },
      userId: { type: 'string' },
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
  contentType: z.string(),
  size: z.number(),
  duration: z.number().nullable(),
  thumbnail: z.string().nullable(),
  createDate: shape.time,
}) satisfies z.ZodType<KioskEmailBlob>;

const kioskEmailShape = z.object({
  id: shape.int,
  messageId: z.string(),
  kioskId: shape.int,
  subject: z.string(),
  message: z.string(),
  sender: z.object({ id: z.string(), nickname: z.string() }),
  blobs: z.array(blobShape),
  users: z.array(z.object({ nickname: z.string(), email: z.string() })),
  residents: z.array(z.object({ id: shape.int, name: z.string(), firstOpened: shape.time.nullable() })),
  createDate: shape.time,
}) satisfies z.ZodType<KioskEmail>;

const residentShape = z.object({
  id: shape.int,
  name: z.string(),
  kioskId: shape.int,
  kioskTypeId: z.union([z.literal(1), z.literal(2)]),
  picture: z.string().nullable(),
  isSelectable: z.boolean(),
}) satisfies z.ZodType<KioskEmailResident>;

export const kioskEmailsAnswer = answer({
  kioskEmails: z.array(kioskEmailShape),
  selectorResidents: z.array(residentShape),
});
export const kioskEmailAnswer = answer({ kioskEmail: kioskEmailShape });
