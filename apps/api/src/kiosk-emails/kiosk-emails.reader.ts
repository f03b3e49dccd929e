import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FunctionalRole,
  KioskType,
  kioskMediaOf,
  type KioskEmail,
  type KioskEmailBlob,
  type KioskGeniegram,
  type Profile,
} from '@ambient/core';
import { residentScopeCondition } from '../common/scope.js';
import { KiosksReader } from '../kiosks/index.js';
import { MediaItemsReader } from '../media/index.js';

/** A resident of the kiosk the caller sees. */
export interface ReachableResident {
  id: number;
  name: string;
  kioskId: number;
}

/**
 * What a caller reaches of a kiosk's Geniegrams (decision 0065): whoever sees the kiosk reaches
 * all of them and every resident of the kiosk; a family facilitator, the Geniegrams addressed to
 * their residents on it and those residents. Null when the caller reaches nothing of it.
 */
export interface KioskEmailReach {
  kioskId: number;
  kioskTypeId: number;
  /** Whether the caller sees the kiosk itself (an admin, its domain or kiosk manager). */
  seesKiosk: boolean;
  residents: ReachableResident[];
}

interface KioskEmailRowView {
  id: number;
  message_id: string;
  kiosk_id: number;
  sender_id: string;
  create_date: Date;
  sender_nickname: string | null;
  sender_name: string | null;
}

const EMAIL_SELECT = `SELECT e.*, u.nickname AS sender_nickname, u.name AS sender_name
  FROM kiosk_emails e LEFT JOIN users u ON u.id = e.sender_id`;

/** At most this many Geniegrams in one list, the newest. */
export const KIOSK_EMAIL_LIST_MAX = 500;

/** Geniegrams, scoped by what the caller reaches of their kiosk and residents. */
@Injectable()
export class KioskEmailsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kiosks: KiosksReader,
    private readonly media: MediaItemsReader,
  ) {}

  /** What the caller reaches of this kiosk; null when it is missing or outside their scope. */
  async reach(profile: Profile, kioskId: number): Promise<KioskEmailReach | null> {
    if (profile.functionalRole === FunctionalRole.Guest) return null;
    const kiosks = (await this.dataSource.query(`SELECT id, type_id FROM kiosks WHERE id = $1`, [
      kioskId,
    ])) as Array<{
      id: number;
      type_id: number;
    }>;
    const kiosk = kiosks[0];
    if (!kiosk) return null;
    const seesKiosk = (await this.kiosks.visibility(profile, kioskId)) === 'visible';
    const params: unknown[] = [kioskId];
    const scope = residentScopeCondition(profile, params);
    const residents = scope
      ? ((await this.dataSource.query(
          `SELECT r.id, r.name, r.kiosk_id FROM residents r LEFT JOIN kiosks k ON k.id = r.kiosk_id
             LEFT JOIN facilities f ON f.id = k.facility_id
            WHERE r.kiosk_id = $1 AND ${scope} ORDER BY r.name, r.id`,
          params,
        )) as Array<{ id: number; name: string; kiosk_id: number }>)
      : [];
    if (!seesKiosk && residents.length === 0) return null;
    return {
      kioskId,
      kioskTypeId: kiosk.type_id,
      seesKiosk,
      residents: residents.map((row) => ({ id: row.id, name: row.name, kioskId: row.kiosk_id })),
    };
  }

  /**
   * The kiosk's Geniegrams the caller reaches, newest first. A Geniegram with no copy left (every
   * resident it reached was erased) is gone (decision 0102).
   */
  async list(reach: KioskEmailReach): Promise<KioskEmail[]> {
    if (reach.kioskTypeId !== KioskType.Genie) return [];
    const residentIds = reach.residents.map((resident) => resident.id);
    const rows = (await this.dataSource.query(
      `${EMAIL_SELECT} WHERE e.kiosk_id = $1 AND EXISTS (
         SELECT 1 FROM kiosk_email_copies c WHERE c.kiosk_email_id = e.id AND ($2 OR c.resident_id = ANY($3::int[])))
        ORDER BY e.create_date DESC, e.id DESC LIMIT $4`,
      [reach.kioskId, reach.seesKiosk, residentIds, KIOSK_EMAIL_LIST_MAX],
    )) as KioskEmailRowView[];
    return this.emails(rows, reach);
  }

  /** These Geniegrams (those not gone), as the caller reaches them. */
  async many(reach: KioskEmailReach, ids: readonly number[]): Promise<KioskEmail[]> {
    const rows = (await this.dataSource.query(
      `${EMAIL_SELECT} WHERE e.id = ANY($1::int[])
          AND EXISTS (SELECT 1 FROM kiosk_email_copies c WHERE c.kiosk_email_id = e.id) ORDER BY e.id`,
      [ids],
    )) as KioskEmailRowView[];
    return this.emails(rows, reach);
  }

  /**
   * Which of these media items some Geniegram shows (one not gone, and not one of `except`): they
   * may not be deleted while it does.
   */
  async heldMedia(mediaItemIds: readonly number[], except: readonly number[] = []): Promise<Set<number>> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT b.media_item_id FROM kiosk_email_blobs b
        WHERE b.media_item_id = ANY($1::int[]) AND NOT (b.kiosk_email_id = ANY($2::int[]))
          AND EXISTS (SELECT 1 FROM kiosk_email_copies c WHERE c.kiosk_email_id = b.kiosk_email_id)`,
      [mediaItemIds, except],
    )) as Array<{ media_item_id: number }>;
    return new Set(rows.map((row) => row.media_item_id));
  }

  /** The attachments of these Geniegrams, with each one's kiosk, for an erasure. */
  async attachmentsOf(
    kioskEmailIds: readonly number[],
  ): Promise<Array<{ kioskEmailId: number; kioskId: number; mediaItemId: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT b.kiosk_email_id, e.kiosk_id, b.media_item_id FROM kiosk_email_blobs b
         JOIN kiosk_emails e ON e.id = b.kiosk_email_id
        WHERE b.kiosk_email_id = ANY($1::int[]) ORDER BY b.kiosk_email_id, b.id`,
      [kioskEmailIds],
    )) as Array<{ kiosk_email_id: number; kiosk_id: number; media_item_id: number }>;
    return rows.map((row) => ({
      kioskEmailId: row.kiosk_email_id,
      kioskId: row.kiosk_id,
      mediaItemId: row.media_item_id,
    }));
  }

  /** The Geniegrams that hold a copy for this resident, for an erasure. */
  async idsOfResident(residentId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT kiosk_email_id FROM kiosk_email_copies WHERE resident_id = $1 ORDER BY kiosk_email_id`,
      [residentId],
    )) as Array<{ kiosk_email_id: number }>;
    return rows.map((row) => row.kiosk_email_id);
  }

  /**
   * What a Genie reads of its Geniegrams (decision 0078): one entry per resident of the kiosk a
   * Geniegram was written for, newest first; of one resident, or one Geniegram, when named.
   */
  async ofKiosk(
    kioskId: number,
    filter: { residentId?: number | null; kioskEmailId?: number | null },
    last = KIOSK_EMAIL_LIST_MAX,
  ): Promise<KioskGeniegram[]> {
    const params: unknown[] = [kioskId];
    const where = ['e.kiosk_id = $1', 'r.kiosk_id = e.kiosk_id'];
    if (filter.residentId) {
      params.push(filter.residentId);
      where.push(`c.resident_id = $${params.length}`);
    }
    if (filter.kioskEmailId) {
      params.push(filter.kioskEmailId);
      where.push(`e.id = $${params.length}`);
    }
    params.push(last);
    const rows = (await this.dataSource.query(
      `SELECT e.id, e.create_date, c.resident_id, c.subject, c.message, c.first_opened, r.name AS resident_name,
              u.nickname AS sender_nickname, u.name AS sender_name
         FROM kiosk_emails e JOIN kiosk_email_copies c ON c.kiosk_email_id = e.id
         JOIN residents r ON r.id = c.resident_id LEFT JOIN users u ON u.id = e.sender_id
        WHERE ${where.join(' AND ')} ORDER BY e.create_date DESC, e.id DESC, r.name, c.resident_id LIMIT $${params.length}`,
      params,
    )) as Array<{
      id: number;
      create_date: Date;
      resident_id: number;
      subject: string;
      message: string;
      first_opened: Date | string | null;
      resident_name: string;
      sender_nickname: string | null;
      sender_name: string | null;
    }>;
    const blobs = await this.blobsOf([...new Set(rows.map((row) => row.id))]);
    return rows.map((row) => ({
      id: row.id,
      residentId: row.resident_id,
      residentName: row.resident_name,
      senderName: row.sender_nickname || row.sender_name || '',
      subject: row.subject,
      message: row.message,
      media: (blobs.get(row.id) ?? []).map(kioskMediaOf),
      isOpened: row.first_opened !== null,
      firstOpened: row.first_opened ? new Date(row.first_opened).toISOString() : null,
      createDate: new Date(row.create_date).toISOString(),
    }));
  }

  private async blobsOf(ids: readonly number[]): Promise<Map<number, KioskEmailBlob[]>> {
    if (ids.length === 0) return new Map();
    const blobRows = (await this.dataSource.query(
      `SELECT * FROM kiosk_email_blobs WHERE kiosk_email_id = ANY($1::int[]) ORDER BY add_date, id`,
      [ids],
    )) as Array<{ id: number; kiosk_email_id: number; media_item_id: number; add_date: Date }>;
    const items = await this.media.itemsOf(blobRows.map((row) => row.media_item_id));
    const blobs = new Map<number, KioskEmailBlob[]>();
    for (const row of blobRows) {
      const item = items.get(row.media_item_id);
      // An attachment whose media was deleted is no longer shown.
      if (!item) continue;
      blobs.set(row.kiosk_email_id, [
        ...(blobs.get(row.kiosk_email_id) ?? []),
        {
          id: row.id,
          mediaItemId: item.mediaItemId,
          title: item.title,
          description: item.description,
          blobName: item.blobName,
          uri: item.uri,
          containerName: item.containerName,
          contentType: item.contentType,
          size: item.size,
          duration: item.duration,
          thumbnail: item.thumbnail,
          createDate: new Date(row.add_date).toISOString(),
        },
      ]);
    }
    return blobs;
  }

  private async emails(rows: KioskEmailRowView[], reach: KioskEmailReach): Promise<KioskEmail[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const copyRows = (await this.dataSource.query(
      `SELECT c.kiosk_email_id, c.resident_id, c.subject, c.message, c.first_opened, r.name
         FROM kiosk_email_copies c LEFT JOIN residents r ON r.id = c.resident_id
        WHERE c.kiosk_email_id = ANY($1::int[]) ORDER BY c.kiosk_email_id, r.name, c.resident_id`,
      [ids],
    )) as Array<{
      kiosk_email_id: number;
      resident_id: number;
      subject: string;
      message: string;
      first_opened: Date | string | null;
      name: string | null;
    }>;
    const own = new Set(reach.residents.map((resident) => resident.id));
    // Whoever sees the kiosk reads every copy; a family facilitator those of their residents.
    const copies = copyRows.filter((copy) => reach.seesKiosk || own.has(copy.resident_id));
    const blobs = await this.blobsOf(ids);
    return rows.map((row) => {
      const mine = copies.filter((copy) => copy.kiosk_email_id === row.id);
      const residents = mine.map((copy) => ({
        id: copy.resident_id,
        name: copy.name ?? '',
        firstOpened: copy.first_opened ? new Date(copy.first_opened).toISOString() : null,
      }));
      return {
        id: row.id,
        messageId: row.message_id,
        kioskId: row.kiosk_id,
        subject: mine[0]?.subject ?? '',
        message: mine[0]?.message ?? '',
        sender: { id: row.sender_id, nickname: row.sender_nickname || row.sender_name || '' },
        blobs: blobs.get(row.id) ?? [],
        users: residents.map((resident) => ({ nickname: resident.name, email: '' })),
        residents,
        createDate: new Date(row.create_date).toISOString(),
      };
    });
  }
}
