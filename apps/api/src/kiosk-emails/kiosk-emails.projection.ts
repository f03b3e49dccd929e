import type { KioskEmailEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { KioskEmailBlobRow, KioskEmailCopyRow, KioskEmailRow } from './kiosk-email.row.js';

/** Projects Geniegrams into `kiosk_emails`, each resident's copy and the attachments, with the events. */
@ReadModelProjection()
export class KioskEmailsProjection extends EventProjection<KioskEmailEvent> {
  readonly name = 'kiosk_emails';
  readonly tables = ['kiosk_emails', 'kiosk_email_copies', 'kiosk_email_blobs'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<KioskEmailEvent> = {
    KioskEmailSent: async (data, event, manager) => {
      await manager.insert(KioskEmailRow, {
        id: data.kioskEmailId,
        messageId: data.messageId,
        kioskId: data.kioskId,
        senderId: data.senderId,
        createDate: recordedAt(event),
      });
      if (data.blobs.length > 0)
        await manager.insert(
          KioskEmailBlobRow,
          data.blobs.map((blob) => ({
            id: blob.blobId,
            kioskEmailId: data.kioskEmailId,
            mediaItemId: blob.mediaItemId,
            addDate: recordedAt(event),
          })),
        );
    },
    KioskEmailWritten: async (data, _event, manager) => {
      await manager.insert(KioskEmailCopyRow, {
        kioskEmailId: data.kioskEmailId,
        residentId: data.residentId,
        subject: data.subject,
        message: data.message,
        firstOpened: null,
      });
    },
    KioskEmailOpened: async (data, _event, manager) => {
      await manager.update(
        KioskEmailCopyRow,
        { kioskEmailId: data.kioskEmailId, residentId: data.residentId },
        { firstOpened: new Date(data.openedAt) },
      );
    },
    KioskEmailCopyErased: async (data, _event, manager) => {
      await manager.delete(KioskEmailCopyRow, {
        kioskEmailId: data.kioskEmailId,
        residentId: data.residentId,
      });
    },
  };
}
