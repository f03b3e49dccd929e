import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  kioskEmailDecider,
  kioskEmailStream,
  type KioskEmailAccess,
  type KioskEmailMediaFact,
} from '@ambient/core';
import { AggregateStore } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';

/**
 * The command of the kiosk emails slice (decision 0066): what the sender knows; the handler
 * allocates the ids. The decider authorizes the Geniegram before anything is appended.
 */
export type KioskEmailSliceCommand =
  | {
      type: 'SendKioskEmail';
      messageId: string;
      kioskId: number;
      residentIds: readonly number[];
      message: string;
      media: KioskEmailMediaFact[];
      access: KioskEmailAccess;
    }
  /** The kiosk reports that one of its residents saw the Geniegram (decision 0078). */
  | { type: 'OpenKioskEmail'; kioskEmailId: number; kioskId: number; residentId: number; at: string };

interface KioskEmailResults {
  SendKioskEmail: number;
  /** Whether it was opened now (false when it was already). */
  OpenKioskEmail: boolean;
}

export class KioskEmailCommandMessage<
  C extends KioskEmailSliceCommand = KioskEmailSliceCommand,
> extends CommandMessage<C, KioskEmailResults> {}

/** Geniegrams: one stream each, its words written for each resident in the same append. */
@CommandHandler(KioskEmailCommandMessage)
export class KioskEmailCommandHandler implements ICommandHandler<KioskEmailCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ command, context }: KioskEmailCommandMessage): Promise<number | boolean> {
    if (command.type === 'OpenKioskEmail') {
      const { events } = await this.aggregates.handle(
        kioskEmailStream(command.kioskEmailId),
        kioskEmailDecider,
        { type: 'OpenKioskEmail', kioskId: command.kioskId, residentId: command.residentId, at: command.at },
        context,
      );
      return events.length > 0;
    }
    const kioskEmailId = await this.next('kiosk_email');
    const blobs = [];
    for (const fact of command.media) blobs.push({ ...fact, blobId: await this.next('kiosk_email_blob') });
    await this.aggregates.handle(
      kioskEmailStream(kioskEmailId),
      kioskEmailDecider,
      {
        type: 'SendKioskEmail',
        kioskEmailId,
        messageId: command.messageId,
        kioskId: command.kioskId,
        residentIds: command.residentIds,
        message: command.message,
        blobs,
        access: command.access,
      },
      context,
    );
    return kioskEmailId;
  }

  /** An id from the slice's own sequences (migration KioskEmails1797800000000). */
  private async next(kind: 'kiosk_email' | 'kiosk_email_blob'): Promise<number> {
    const rows = (await this.dataSource.query(`SELECT nextval('${kind}_id_seq') AS id`)) as Array<{
      id: string;
    }>;
    return Number(rows[0]?.id);
  }
}
