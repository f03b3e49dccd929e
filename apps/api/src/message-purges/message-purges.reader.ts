import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  translate,
  type MessageKind,
  type MessagePurge,
  type MessagePurgeDetail,
  type MessagePurgeOutcome,
  type MessageTypeId,
  MessageType,
} from '@ambient/core';

interface PurgeRowView {
  id: number;
  date_purged: Date;
  num_messages: number;
  num_warnings: number;
  num_errors: number;
}

interface DetailRowView {
  id: number;
  purge_id: number;
  message_type_id: number;
  kind: string;
  last_opened: Date | null;
  subject: string;
  blob_name: string;
  outcome: string;
  media_kept: number;
  is_warning: boolean;
  is_error: boolean;
  kiosk_name: string | null;
  resident_name: string | null;
  user_name: string | null;
}

/** A message the purge is due to take, as the read models hold it. */
export interface DueMessage {
  messageId: number;
  residentId: number;
  userId: string;
  messageTypeId: MessageTypeId;
  kind: MessageKind;
  firstOpened: string | null;
  subject: string;
  title: string;
  kioskId: number | null;
  media: Array<{ mediaItemId: number; container: string | null; title: string }>;
}

/** The purges and their details (decision 0070), and the messages a purge is due to take. */
@Injectable()
export class MessagePurgesReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Every purge with an id above 0 (spec 03 §2.16), newest first. */
  async list(): Promise<MessagePurge[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, date_purged, num_messages, num_warnings, num_errors FROM message_purges
        WHERE id > 0 ORDER BY id DESC`,
    )) as PurgeRowView[];
    return rows.map((row) => ({
      id: row.id,
      datePurged: new Date(row.date_purged).toISOString(),
      numMessages: row.num_messages,
      numWarnings: row.num_warnings,
      numErrors: row.num_errors,
    }));
  }

  /**
   * A purge's details in the order they were taken, with the names the resident, user and kiosk
   * bear now and the status in the caller's language; null when there is no such purge.
   */
  async details(purgeId: number, languageId: number): Promise<MessagePurgeDetail[] | null> {
    const found = (await this.dataSource.query(`SELECT 1 FROM message_purges WHERE id = $1 AND id > 0`, [
      purgeId,
    ])) as unknown[];
    if (found.length === 0) return null;
    const rows = (await this.dataSource.query(
      `SELECT d.*, k.name AS kiosk_name, r.name AS resident_name,
              COALESCE(NULLIF(u.name, ''), u.nickname) AS user_name
         FROM message_purge_details d
         LEFT JOIN kiosks k ON k.id = d.kiosk_id
         LEFT JOIN residents r ON r.id = d.resident_id
         LEFT JOIN users u ON u.id = d.user_id
        WHERE d.purge_id = $1
        ORDER BY d.id`,
      [purgeId],
    )) as DetailRowView[];
    return rows.map((row) => ({
      id: row.id,
      messagePurgeId: row.purge_id,
      kiosk: row.kiosk_name ?? '',
      resident: row.resident_name ?? '',
      user: row.user_name ?? '',
      direction: row.message_type_id === MessageType.UserToResident ? 'User To Resident' : 'Resident To User',
      lastOpened: row.last_opened === null ? null : new Date(row.last_opened).toISOString(),
      subject: row.subject,
      type: row.kind as MessageKind,
      blobName: row.blob_name,
      statusMessage: translate(
        `messagePurge.${row.outcome as MessagePurgeOutcome}`,
        { count: row.media_kept },
        languageId,
      ),
      isWarning: row.is_warning,
      isError: row.is_error,
    }));
  }

  /** The oldest messages sent before `cutoff`, at most `limit`, with their resident's kiosk and media. */
  async due(cutoff: Date, limit: number): Promise<DueMessage[]> {
    const rows = (await this.dataSource.query(
      `SELECT m.id, m.resident_id, m.user_id, m.message_type_id, m.kind, m.first_opened, m.subject,
              m.title, r.kiosk_id
         FROM messages m LEFT JOIN residents r ON r.id = m.resident_id
        WHERE m.create_date < $1
        ORDER BY m.create_date, m.id
        LIMIT $2`,
      [cutoff, limit],
    )) as Array<{
      id: number;
      resident_id: number;
      user_id: string;
      message_type_id: number;
      kind: string;
      first_opened: Date | null;
      subject: string;
      title: string;
      kiosk_id: number | null;
    }>;
    if (rows.length === 0) return [];
    const blobs = (await this.dataSource.query(
      `SELECT b.message_id, b.media_item_id, i.container, i.title
         FROM message_blobs b LEFT JOIN media_items i ON i.id = b.media_item_id
        WHERE b.message_id = ANY($1::int[])
        ORDER BY b.id`,
      [rows.map((row) => row.id)],
    )) as Array<{
      message_id: number;
      media_item_id: number;
      container: string | null;
      title: string | null;
    }>;
    return rows.map((row) => ({
      messageId: row.id,
      residentId: row.resident_id,
      userId: row.user_id,
      messageTypeId: row.message_type_id as MessageTypeId,
      kind: row.kind as MessageKind,
      firstOpened: row.first_opened === null ? null : new Date(row.first_opened).toISOString(),
      subject: row.subject,
      title: row.title,
      kioskId: row.kiosk_id,
      media: blobs
        .filter((blob) => blob.message_id === row.id)
        .map((blob) => ({
          mediaItemId: blob.media_item_id,
          container: blob.container,
          title: blob.title ?? '',
        })),
    }));
  }
}
