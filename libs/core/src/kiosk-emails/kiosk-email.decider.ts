/** The Geniegram's commands and their pure `decide` (decisions 0065, 0066, 0078). */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import {
  evolveKioskEmail,
  initialKioskEmailState,
  kioskEmailDraftFault,
  kioskEmailLibraries,
  kioskEmailSubject,
  maySendKioskEmail,
  type KioskEmailAccess,
  type KioskEmailEvent,
  type KioskEmailFault,
  type KioskEmailMediaFact,
  type KioskEmailState,
} from './kiosk-email.js';

export type KioskEmailCommand =
  | {
      type: 'SendKioskEmail';
      kioskEmailId: number;
      messageId: string;
      kioskId: number;
      residentIds: readonly number[];
      message: string;
      blobs: ReadonlyArray<KioskEmailMediaFact & { blobId: number }>;
      access: KioskEmailAccess;
    }
  | { type: 'EraseKioskEmailCopy'; residentId: number }
  /** A kiosk reports that one of the Geniegram's residents saw it (decision 0078). */
  | { type: 'OpenKioskEmail'; kioskId: number; residentId: number; at: string };

const refuse = (fault: KioskEmailFault, status: 403 | 404 | 409 | 422 = 422, severity = 0): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, severity);
};

/** The attachments' rules: each readable, from the kiosk's or the public library, of kinds that mix. */
function blobsFault(
  kioskId: number,
  blobs: readonly KioskEmailMediaFact[],
): { fault: KioskEmailFault; status: 404 | 422 } | null {
  for (const media of blobs) {
    if (media.container === null || media.kind === null)
      return { fault: { key: 'media.notFound' }, status: 404 };
    if (!kioskEmailLibraries(kioskId).includes(media.container))
      return { fault: { key: 'kioskEmail.mediaNotInLibrary' }, status: 422 };
  }
  return null;
}

export function decideKioskEmail(command: KioskEmailCommand, state: KioskEmailState): KioskEmailEvent[] {
  switch (command.type) {
    case 'SendKioskEmail': {
      if (state.kioskEmailId !== null) return refuse({ key: 'error.conflict' }, 409);
      const residentIds = [...new Set(command.residentIds)];
      const fault = kioskEmailDraftFault({
        message: command.message,
        residentIds,
        kinds: command.blobs.flatMap((blob) => (blob.kind === null ? [] : [blob.kind])),
      });
      if (fault) return refuse(fault);
      const blobFault = blobsFault(command.kioskId, command.blobs);
      if (blobFault) return refuse(blobFault.fault, blobFault.status);
      if (!command.access.isGenie) return refuse({ key: 'kioskEmail.genieOnly' });
      // The state the command produces is authorized before anything is appended.
      if (command.access.isAdmin) return refuse({ key: 'kioskEmail.adminsDoNotSend' }, 403, 1);
      if (!maySendKioskEmail(command.access, residentIds))
        return refuse({ key: 'resident.notFound' }, 404, 1);
      // Forms send line breaks as CR LF; a Geniegram keeps them as LF.
      const message = command.message.replace(/\r\n?/g, '\n').trim();
      const { kioskEmailId } = command;
      return [
        {
          type: 'KioskEmailSent',
          data: {
            kioskEmailId,
            messageId: command.messageId,
            kioskId: command.kioskId,
            senderId: command.access.userId,
            residentIds,
            blobs: command.blobs.map(({ blobId, mediaItemId }) => ({ blobId, mediaItemId })),
          },
        },
        ...residentIds.map((residentId): KioskEmailEvent => ({
          type: 'KioskEmailWritten',
          data: { kioskEmailId, residentId, subject: kioskEmailSubject(message), message },
        })),
      ];
    }
    case 'EraseKioskEmailCopy':
      if (state.kioskEmailId === null || !state.residentIds.includes(command.residentId)) return [];
      return [
        {
          type: 'KioskEmailCopyErased',
          data: { kioskEmailId: state.kioskEmailId, residentId: command.residentId },
        },
      ];
    case 'OpenKioskEmail':
      // Only its own kiosk opens it, for a resident it still holds a copy for; anything else
      // answers as a missing Geniegram, so ids cannot be probed (decision 0020).
      if (
        state.kioskEmailId === null ||
        state.kioskId !== command.kioskId ||
        !state.residentIds.includes(command.residentId)
      )
        return refuse({ key: 'kioskEmail.notFound' }, 404, 1);
      if (state.openedBy.includes(command.residentId)) return [];
      return [
        {
          type: 'KioskEmailOpened',
          data: { kioskEmailId: state.kioskEmailId, residentId: command.residentId, openedAt: command.at },
        },
      ];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A Geniegram stream's decider, for the engine (`AggregateStore.handle`). */
export const kioskEmailDecider: Decider<KioskEmailCommand, KioskEmailEvent, KioskEmailState> = {
  initialState: initialKioskEmailState,
  evolve: evolveKioskEmail,
  decide: decideKioskEmail,
};
