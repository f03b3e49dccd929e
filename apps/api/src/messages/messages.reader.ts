import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DEFAULT_INBOX_SETTINGS,
  FunctionalRole,
  type FacilityInboxSettingsAnswer,
  type MessageBlob,
  type MessageModeration,
  type MessageKind,
  type MessageListFilter,
  type MessageTypeId,
  type Profile,
  type ResidentMessage,
} from '@ambient/core';
import { residentScopeCondition } from '../common/scope.js';
import { MediaItemsReader } from '../media/index.js';

interface MessageRowView {
  id: number;
  thread_id: number;
  resident_id: number;
  user_id: string;
  message_type_id: number;
  kind: string;
  subject: string;
  text: string;
  title: string;
  first_opened: Date | null;
  create_date: Date;
  user_nickname: string | null;
  user_name: string | null;
  user_picture: string | null;
  resident_name: string | null;
  kiosk_id: number | null;
  first_of_thread: number;
  moderation: string | null;
  decline_reason: string | null;
}

/** A condition on `m`: the message is one its kiosk may show, count and be told of (decision 0077). */
export const RELEASED_MESSAGE = `(m.moderation IS NULL OR m.moderation = 'approved')`;

/** The parties of a message, as the scope checks need them. */
export interface MessagePlace {
  messageId: number;
  residentId: number;
  userId: string;
  messageTypeId: MessageTypeId;
  kioskId: number | null;
  /** The serial number of the resident's kiosk, null without one. */
  serialNumber: string | null;
}

const MESSAGE_FROM = `messages m
  LEFT JOIN users u ON u.id = m.user_id
  LEFT JOIN residents r ON r.id = m.resident_id
  LEFT JOIN kiosks k ON k.id = r.kiosk_id
  LEFT JOIN facilities f ON f.id = k.facility_id`;

const MESSAGE_SELECT = `SELECT m.*, u.nickname AS user_nickname, u.name AS user_name, u.picture AS user_picture,
  r.name AS resident_name, r.kiosk_id,
  (SELECT min(o.id) FROM messages o WHERE o.thread_id = m.thread_id) AS first_of_thread
  FROM ${MESSAGE_FROM}`;

/** At most this many messages in one list. */
export const MESSAGE_LIST_MAX = 500;

/**
 * Messages, scoped by the caller: staff the messages of the residents they see, a contact (a
 * virtual visitor, or a family facilitator linked to the resident) those of their own threads.
 */
@Injectable()
export class MessagesReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaItemsReader,
  ) {}

  /** Which of these media items some message shows: they may not be deleted while it does. */
  async heldMedia(mediaItemIds: readonly number[]): Promise<Set<number>> {
    const rows = (await this.dataSource.query(
      'SELECT DISTINCT media_item_id FROM message_blobs WHERE media_item_id = ANY($1::int[])',
      [mediaItemIds],
    )) as Array<{ media_item_id: number }>;
    return new Set(rows.map((row) => row.media_item_id));
  }

  /** The Message manager's list: newest first, filtered, the `last` ones. */
  /** A resident's messages, for an erasure that removes them with the resident. */
  async idsOfResident(residentId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(`SELECT id FROM messages WHERE resident_id = $1 ORDER BY id`, [
      residentId,
    ])) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  }

  async list(profile: Profile, filter: MessageListFilter, last: number): Promise<ResidentMessage[]> {
    const params: unknown[] = [];
    const where = [this.scope(profile, params)];
    if (filter.kioskIds && filter.kioskIds.length > 0) {
      params.push(filter.kioskIds);
      where.push(`r.kiosk_id = ANY($${params.length}::int[])`);
    }
    const residentIds =
      filter.residentIds && filter.residentIds.length > 0
        ? filter.residentIds
        : filter.defaultResidentId
          ? [filter.defaultResidentId]
          : [];
    if (residentIds.length > 0) {
      params.push(residentIds);
      where.push(`m.resident_id = ANY($${params.length}::int[])`);
    }
    if (filter.userId) {
      params.push(filter.userId);
      where.push(`m.user_id = $${params.length}`);
    }
    if (filter.messageTypeId) {
      params.push(filter.messageTypeId);
      where.push(`m.message_type_id = $${params.length}`);
    }
    if (filter.moderation) {
      params.push(filter.moderation);
      where.push(`m.moderation = $${params.length}`);
    }
    if (filter.search && filter.search.trim() !== '') {
      params.push(`%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`m.subject ILIKE $${params.length}`);
    }
    params.push(last);
    return this.messages(
      `${MESSAGE_SELECT} WHERE ${where.join(' AND ')} ORDER BY m.create_date DESC, m.id DESC LIMIT $${params.length}`,
      params,
    );
  }

  async get(messageId: number): Promise<ResidentMessage | null> {
    const [message] = await this.messages(`${MESSAGE_SELECT} WHERE m.id = $1`, [messageId]);
    return message ?? null;
  }

  async many(messageIds: readonly number[]): Promise<ResidentMessage[]> {
    return this.messages(`${MESSAGE_SELECT} WHERE m.id = ANY($1::int[]) ORDER BY m.id`, [messageIds]);
  }

  /** The parties of a message, null when there is none. */
  async placeOf(messageId: number): Promise<MessagePlace | null> {
    const rows = (await this.dataSource.query(
      `SELECT m.id, m.resident_id, m.user_id, m.message_type_id, r.kiosk_id, k.serial_number
         FROM messages m LEFT JOIN residents r ON r.id = m.resident_id LEFT JOIN kiosks k ON k.id = r.kiosk_id
        WHERE m.id = $1`,
      [messageId],
    )) as Array<{
      id: number;
      resident_id: number;
      user_id: string;
      message_type_id: number;
      kiosk_id: number | null;
      serial_number: string | null;
    }>;
    const row = rows[0];
    return row
      ? {
          messageId: row.id,
          residentId: row.resident_id,
          userId: row.user_id,
          messageTypeId: row.message_type_id as MessageTypeId,
          kioskId: row.kiosk_id,
          serialNumber: row.serial_number,
        }
      : null;
  }

  /** The kiosk a resident lives on, null without one (or without such a resident). */
  async kioskOfResident(residentId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(`SELECT kiosk_id FROM residents WHERE id = $1`, [
      residentId,
    ])) as Array<{ kiosk_id: number | null }>;
    return rows[0]?.kiosk_id ?? null;
  }

  /** The residents of a kiosk, by name. */
  async residentsOfKiosk(kioskId: number): Promise<Array<{ id: number; name: string }>> {
    return (await this.dataSource.query(
      `SELECT id, name FROM residents WHERE kiosk_id = $1 ORDER BY name, id`,
      [kioskId],
    )) as Array<{ id: number; name: string }>;
  }

  /** Whether the message may be shown on its kiosk: not held in its facility's moderated inbox. */
  async isReleased(messageId: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM messages m WHERE m.id = $1 AND ${RELEASED_MESSAGE}`,
      [messageId],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * The messages of a kiosk's residents that it may show, both ways, newest first (decision 0078);
   * of one of them when `residentId` is given.
   */
  async ofKiosk(kioskId: number, residentId: number | null, last: number): Promise<ResidentMessage[]> {
    const params: unknown[] = [kioskId];
    const where = [`r.kiosk_id = $1`, RELEASED_MESSAGE];
    if (residentId !== null) {
      params.push(residentId);
      where.push(`m.resident_id = $${params.length}`);
    }
    params.push(last);
    return this.messages(
      `${MESSAGE_SELECT} WHERE ${where.join(' AND ')} ORDER BY m.create_date DESC, m.id DESC LIMIT $${params.length}`,
      params,
    );
  }

  /** Where new messages to residents go: the Genie each resident lives on (those with one). */
  async deliveries(
    messageIds: readonly number[],
  ): Promise<Array<{ messageId: number; residentId: number; serialNumber: string }>> {
    const rows = (await this.dataSource.query(
      `SELECT m.id, m.resident_id, k.serial_number FROM messages m
         JOIN residents r ON r.id = m.resident_id JOIN kiosks k ON k.id = r.kiosk_id
        WHERE m.id = ANY($1::int[]) AND m.message_type_id = 1 AND k.type_id = 2 AND ${RELEASED_MESSAGE} ORDER BY m.id`,
      [messageIds],
    )) as Array<{ id: number; resident_id: number; serial_number: string }>;
    return rows.map((row) => ({
      messageId: row.id,
      residentId: row.resident_id,
      serialNumber: row.serial_number,
    }));
  }

  /** The message each of these attachments belongs to (those that exist). */
  async blobPlaces(blobIds: readonly number[]): Promise<Map<number, number>> {
    const rows = (await this.dataSource.query(
      `SELECT id, message_id FROM message_blobs WHERE id = ANY($1::int[])`,
      [blobIds],
    )) as Array<{ id: number; message_id: number }>;
    return new Map(rows.map((row) => [row.id, row.message_id]));
  }

  /** The thread of this resident and user, null when they have not written to each other yet. */
  async threadOf(residentId: number, userId: string): Promise<number | null> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM message_threads WHERE resident_id = $1 AND user_id = $2 ORDER BY id LIMIT 1`,
      [residentId, userId],
    )) as Array<{ id: number }>;
    return rows[0]?.id ?? null;
  }

  /** The messages of a thread, and its resident and user; null when there is no such thread. */
  async thread(
    threadId: number,
  ): Promise<{ residentId: number; userId: string; messageIds: number[] } | null> {
    const rows = (await this.dataSource.query(
      `SELECT t.resident_id, t.user_id, array_remove(array_agg(m.id ORDER BY m.id), NULL) AS ids
         FROM message_threads t LEFT JOIN messages m ON m.thread_id = t.id WHERE t.id = $1 GROUP BY t.id`,
      [threadId],
    )) as Array<{ resident_id: number; user_id: string; ids: number[] }>;
    const row = rows[0];
    return row ? { residentId: row.resident_id, userId: row.user_id, messageIds: row.ids.map(Number) } : null;
  }

  /** Messages to residents their kiosk has not shown yet, per resident (the dashboards' counts). */
  async unopenedByResident(residentIds: readonly number[]): Promise<Map<number, number>> {
    if (residentIds.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT resident_id, count(*) AS n FROM messages m
        WHERE resident_id = ANY($1::int[]) AND message_type_id = 1 AND first_opened IS NULL AND ${RELEASED_MESSAGE}
        GROUP BY resident_id`,
      [residentIds],
    )) as Array<{ resident_id: number; n: string }>;
    return new Map(rows.map((row) => [row.resident_id, Number(row.n)]));
  }

  /** A facility's inbox settings (decision 0077); the defaults when it never changed them. */
  async inboxSettings(facilityId: number): Promise<FacilityInboxSettingsAnswer> {
    const rows = (await this.dataSource.query(
      `SELECT moderated FROM facility_inbox_settings WHERE facility_id = $1`,
      [facilityId],
    )) as Array<{ moderated: boolean }>;
    const row = rows[0];
    return {
      facilityId,
      settings: row ? { moderated: row.moderated } : DEFAULT_INBOX_SETTINGS,
      isDefault: !row,
    };
  }

  /** The facility of a resident's kiosk when its inbox is moderated; null otherwise. */
  async moderatedFacilityOf(residentId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(
      `SELECT k.facility_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id
         JOIN facility_inbox_settings s ON s.facility_id = k.facility_id
        WHERE r.id = $1 AND s.moderated`,
      [residentId],
    )) as Array<{ facility_id: number }>;
    return rows[0]?.facility_id ?? null;
  }

  /** The facility of a message's resident, null without one. */
  async facilityOf(messageId: number): Promise<number | null> {
    const rows = (await this.dataSource.query(
      `SELECT k.facility_id FROM messages m JOIN residents r ON r.id = m.resident_id
         JOIN kiosks k ON k.id = r.kiosk_id WHERE m.id = $1`,
      [messageId],
    )) as Array<{ facility_id: number | null }>;
    return rows[0]?.facility_id ?? null;
  }

  /** Approved messages waiting for their facility's day to start, with their facility. */
  async scheduled(): Promise<Array<{ messageId: number; facilityId: number | null }>> {
    const rows = (await this.dataSource.query(
      `SELECT m.id, k.facility_id FROM messages m LEFT JOIN residents r ON r.id = m.resident_id
         LEFT JOIN kiosks k ON k.id = r.kiosk_id WHERE m.moderation = 'scheduled' ORDER BY m.id`,
    )) as Array<{ id: number; facility_id: number | null }>;
    return rows.map((row) => ({ messageId: row.id, facilityId: row.facility_id }));
  }

  /** The caller's scope as a condition on `m` and `r`. */
  private scope(profile: Profile, params: unknown[]): string {
    const staff = residentScopeCondition(profile, params);
    const parts = staff ? [staff] : [];
    if (profile.residentIds.length > 0) {
      params.push(profile.id, profile.residentIds);
      parts.push(`(m.user_id = $${params.length - 1} AND m.resident_id = ANY($${params.length}::int[]))`);
    }
    if (profile.functionalRole === FunctionalRole.Guest && profile.residentIds.length === 0) return 'FALSE';
    return parts.length === 0 ? 'FALSE' : `(${parts.join(' OR ')})`;
  }

  private async messages(sql: string, params: unknown[]): Promise<ResidentMessage[]> {
    const rows = (await this.dataSource.query(sql, params)) as MessageRowView[];
    if (rows.length === 0) return [];
    const blobRows = (await this.dataSource.query(
      `SELECT * FROM message_blobs WHERE message_id = ANY($1::int[]) ORDER BY add_date, id`,
      [rows.map((row) => row.id)],
    )) as Array<{ id: number; message_id: number; media_item_id: number; add_date: Date }>;
    const items = await this.media.itemsOf(blobRows.map((row) => row.media_item_id));
    const blobs = new Map<number, MessageBlob[]>();
    for (const row of blobRows) {
      const item = items.get(row.media_item_id);
      // An attachment whose media was deleted is no longer shown.
      if (!item) continue;
      blobs.set(row.message_id, [
        ...(blobs.get(row.message_id) ?? []),
        {
          id: row.id,
          mediaItemId: item.mediaItemId,
          title: item.title,
          description: item.description,
          blobName: item.blobName,
          uri: item.uri,
          containerName: item.containerName,
          containerOwner: item.containerName,
          contentType: item.contentType,
          size: item.size,
          duration: item.duration,
          thumbnail: item.thumbnail,
          createDate: new Date(row.add_date).toISOString(),
        },
      ]);
    }
    return rows.map((row) => ({
      id: row.id,
      messageThreadId: row.thread_id,
      userId: row.user_id,
      userNickname: row.user_nickname || row.user_name || '',
      userPicture: row.user_picture,
      residentId: row.resident_id,
      residentName: row.resident_name ?? '',
      residentPicture: null,
      kioskId: row.kiosk_id,
      subject: row.subject,
      text: row.text,
      title: row.title,
      kind: row.kind as MessageKind,
      isOpened: row.first_opened !== null,
      firstOpened: row.first_opened ? new Date(row.first_opened).toISOString() : null,
      createDate: new Date(row.create_date).toISOString(),
      messageTypeId: row.message_type_id as MessageTypeId,
      isInitiator: Number(row.first_of_thread) === row.id,
      messageBlobs: blobs.get(row.id) ?? [],
      moderation: row.moderation as MessageModeration | null,
      declineReason: row.moderation === 'declined' ? row.decline_reason : null,
    }));
  }
}
