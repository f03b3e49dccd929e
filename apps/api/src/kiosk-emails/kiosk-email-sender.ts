import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import {
  DomainError,
  FunctionalRole,
  KIOSK_EMAIL_UPLOAD_KINDS,
  KioskType,
  containerOwner,
  decideKioskEmail,
  initialKioskEmailState,
  kioskContainer,
  type KioskEmail,
  type KioskEmailAccess,
  type KioskEmailMediaFact,
  type KioskEmailUploadKind,
  type MediaKind,
  type Profile,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { parseInput } from '../common/validation.js';
import { DeviceCommands } from '../device-commands/index.js';
import { JobQueue } from '../jobs/index.js';
import { MediaLibraries, MediaUploads, type UploadParts } from '../media/index.js';
import { KioskEmailCommandMessage } from './kiosk-email.commands.js';
import {
  kioskEmailMetadataSchema,
  kioskEmailSendSchema,
  kioskEmailTargetSchema,
  type KioskEmailSendBody,
  type KioskEmailTarget,
} from './kiosk-email.schemas.js';
import { KioskEmailsReader, type KioskEmailReach } from './kiosk-emails.reader.js';

export const kioskNotFound = (): DomainError => new DomainError('kioskEmail.kioskNotFound', {}, 404, 1);

/**
 * Sends a Geniegram (decision 0066): the kiosk named by `kioskId` or its library's name, the
 * residents, the message, media of the kiosk's or the public library and uploaded files. The
 * rules are judged before any file is kept; the files go through the media slice's uploads (the
 * same inspection, storage and thumbnails) into the kiosk's library; the Genie is then told its
 * content changed, as a Community Playlist's change is. The received files are removed whatever
 * happens.
 */
@Injectable()
export class KioskEmailSender {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: KioskEmailsReader,
    private readonly libraries: MediaLibraries,
    private readonly uploads: MediaUploads,
    private readonly devices: DeviceCommands,
    private readonly jobs: JobQueue,
  ) {}

  async send(
    profile: Profile,
    uploadKind: KioskEmailUploadKind | null,
    parts: UploadParts,
    context: CommandContext,
  ): Promise<KioskEmail> {
    try {
      // A kiosk out of the caller's reach answers as a missing one, whatever else was sent.
      const reach = await this.reader.reach(
        profile,
        kioskOf(parseInput(kioskEmailTargetSchema, parts.fields ?? {})),
      );
      if (!reach) throw kioskNotFound();
      const body = parseInput(kioskEmailSendSchema, parts.fields ?? {});
      if (parts.files.length > 0 && uploadKind === null)
        throw new DomainError('error.invalidField', { field: 'file' }, 400);
      // A Geniegram is sent in the caller's own name.
      if (body.userId && body.userId !== profile.id) throw new DomainError('error.forbidden', {}, 403, 1);
      const access = accessOf(profile, reach);
      const residentIds = body.residentId ?? [];
      const message = body.message ?? '';
      const library = await this.libraries.readableFacts(profile, body.mediaItemId ?? []);
      const kinds =
        uploadKind === null ? [] : await kindsOf(KIOSK_EMAIL_UPLOAD_KINDS[uploadKind], parts.files);
      const placeholders: KioskEmailMediaFact[] = kinds.map((kind, index) => ({
        mediaItemId: -1 - index,
        container: kioskContainer(reach.kioskId),
        kind,
      }));
      // The Geniegram is authorized before any file is kept.
      decideKioskEmail(
        {
          type: 'SendKioskEmail',
          kioskEmailId: 0,
          messageId: '',
          kioskId: reach.kioskId,
          residentIds,
          message,
          blobs: [...library, ...placeholders].map((fact) => ({ ...fact, blobId: 0 })),
          access,
        },
        initialKioskEmailState,
      );
      const kept = kinds.length === 0 ? [] : await this.keep(reach, kinds, parts, body, context);
      const id = await this.commands.execute(
        new KioskEmailCommandMessage(
          {
            type: 'SendKioskEmail',
            messageId: `<${randomUUID()}@geniegram.ambient>`,
            kioskId: reach.kioskId,
            residentIds,
            message,
            media: [...library, ...kept],
            access,
          },
          context,
        ),
      );
      // The Genie is told its content changed, through the device gateway, and syncs (decision 0066).
      if (this.devices.enabled)
        await this.jobs.add(
          'kioskPlaylists.contentChanged',
          { kioskIds: [reach.kioskId] },
          `kiosk-email-${id}`,
        );
      const [sent] = await this.reader.many(reach, [id]);
      if (!sent) throw kioskNotFound();
      return sent;
    } finally {
      await Promise.all(parts.files.map((file) => rm(file.path, { force: true })));
    }
  }

  /**
   * Keeps the uploaded files in the kiosk's library, the pictures and the sounds each as their own
   * upload; answers the media made of them, in the files' order.
   */
  private async keep(
    reach: KioskEmailReach,
    kinds: readonly MediaKind[],
    parts: UploadParts,
    body: KioskEmailSendBody,
    context: CommandContext,
  ): Promise<KioskEmailMediaFact[]> {
    const container = kioskContainer(reach.kioskId);
    const metadata = metadataOf(body, parts.files.length);
    const kept: Array<{ index: number; fact: KioskEmailMediaFact }> = [];
    for (const kind of [...new Set(kinds)]) {
      const indexes = kinds.flatMap((each, index) => (each === kind ? [index] : []));
      const uploads = await this.uploads.keep(
        async () => ({ container, pathTypeId: null }),
        kind,
        {
          files: indexes.map((index) => parts.files[index]!),
          fields: metadata ? { metadata: JSON.stringify(indexes.map((index) => metadata[index])) } : {},
          language: parts.language,
        },
        context,
      );
      uploads.forEach((upload, at) => {
        if (upload.mediaItemId !== null)
          kept.push({ index: indexes[at]!, fact: { mediaItemId: upload.mediaItemId, container, kind } });
      });
    }
    return kept.sort((a, b) => a.index - b.index).map(({ fact }) => fact);
  }
}

/** The first bytes of the picture formats; any other file sent with pictures or audio is taken for audio. */
const PICTURE_SIGNATURES: readonly number[][] = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x42, 0x4d],
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
  // RIFF: a WebP picture, which the media slice refuses with its own message.
  [0x52, 0x49, 0x46, 0x46],
];

/**
 * The kind of each file, judged by its content: videos after `/videos`; after `/images` or
 * `/audio` pictures and sounds travel together (spec 03 §4), each told by its first bytes. The
 * media slice's inspection judges each file again.
 */
async function kindsOf(kind: MediaKind, files: UploadParts['files']): Promise<MediaKind[]> {
  if (kind === 'video') return files.map(() => 'video');
  const kinds: MediaKind[] = [];
  for (const file of files) {
    const handle = await open(file.path, 'r');
    try {
      const head = Buffer.alloc(8);
      await handle.read(head, 0, 8, 0);
      kinds.push(
        PICTURE_SIGNATURES.some((signature) => signature.every((byte, at) => head[at] === byte))
          ? 'image'
          : 'audio',
      );
    } finally {
      await handle.close();
    }
  }
  return kinds;
}

/** The kiosk a Geniegram goes to: `kioskId`, or else the kiosk whose library `containerName` names. */
function kioskOf(target: KioskEmailTarget): number {
  if (target.kioskId !== null) return target.kioskId;
  const owner = target.containerName ? containerOwner(target.containerName) : null;
  if (owner?.kind === 'kiosk') return owner.id;
  throw new DomainError(
    'error.invalidField',
    { field: target.containerName ? 'containerName' : 'kioskId' },
    400,
  );
}

export function accessOf(profile: Profile, reach: KioskEmailReach): KioskEmailAccess {
  const isGenie = reach.kioskTypeId === KioskType.Genie;
  return {
    userId: profile.id,
    isAdmin: profile.functionalRole === FunctionalRole.Admin,
    isGenie,
    reachableResidentIds: isGenie ? reach.residents.map((resident) => resident.id) : [],
  };
}

/** The media slice's metadata of the files: each one's title and description, in order; none when not sent. */
function metadataOf(body: KioskEmailSendBody, files: number): Array<Record<string, string>> | null {
  if (!body.metadata) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.metadata);
  } catch {
    throw new DomainError('media.metadataInvalid', {}, 400);
  }
  const entries = parseInput(kioskEmailMetadataSchema, parsed, 'metadata');
  if (entries.length !== files) throw new DomainError('media.metadataInvalid', {}, 400);
  return entries.map((entry) => ({
    ...(entry.title ? { title: entry.title } : {}),
    ...(entry.description ? { description: entry.description } : {}),
  }));
}
