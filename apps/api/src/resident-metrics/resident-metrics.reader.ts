import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  MESSAGE_KINDS,
  MessageType,
  METRICS_PERIODS,
  countByBucket,
  facilityTimeZone,
  isQuiet,
  periodWindow,
  quietWindowStart,
  residentContainer,
  type MemoryAlbumSummary,
  type MessageDirection,
  type MetricsChartData,
  type MetricsDoughnutData,
  type MetricsPeriod,
  type MetricsSource,
  KioskType,
  type PeriodWindow,
  type FamilyEngagement,
  type Profile,
  type ResidentAppUser,
  type ResidentEngagement,
  type ResidentMessageMetricsResponse,
} from '@ambient/core';
import { kioskScopeCondition, residentScopeCondition } from '../common/scope.js';
import type { Visibility } from '../common/visibility.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** What a period is asked for: which, at which moment, and the language of its labels. */
export interface PeriodAsked {
  period: MetricsPeriod;
  now: Date;
  locale: string;
}

const DIRECTION_TYPE: Record<MessageDirection, number> = {
  UserToResident: MessageType.UserToResident,
  ResidentToUser: MessageType.ResidentToUser,
};

/**
 * The last moment the resident did something on their kiosk (decision 0073): opened a message
 * sent to them there, or sent one from it (a message written in their name in the console is not).
 */
const LAST_CHECK_IN = `GREATEST(
  (SELECT max(first_opened) FROM messages WHERE resident_id = r.id AND message_type_id = ${MessageType.UserToResident}),
  (SELECT max(create_date) FROM messages WHERE resident_id = r.id AND message_type_id = ${MessageType.ResidentToUser} AND sent_by IS NULL))`;
const LAST_MESSAGE_IN = `(SELECT max(create_date) FROM messages WHERE resident_id = r.id AND message_type_id = ${MessageType.UserToResident})`;
const LAST_ALBUM_ADDITION = `(SELECT max(i.add_date) FROM memory_album_items i JOIN memory_albums a ON a.id = i.album_id WHERE a.resident_id = r.id)`;

interface EngagementRow {
  id: number;
  last_check_in: Date | null;
  last_message_in: Date | null;
  last_album_addition: Date | null;
}

/** Each person's activation: their first sign-in. */
const ACTIVATIONS = `SELECT user_id, min(signed_in_at) AS activated_at FROM resident_metrics_sign_ins GROUP BY user_id`;

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/**
 * The resident metrics (spec 02 "Resident metrics"), computed from the read models of the
 * messages, albums, media and users slices and from the sign-ins this slice projects. The
 * controller has checked that the caller may open the resident's dashboard.
 */
@Injectable()
export class ResidentMetricsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The zone of the resident's facility: its alert setting, else its province's or state's. */
  async timeZoneOf(residentId: number): Promise<string> {
    const rows = (await this.dataSource.query(
      `SELECT f.prov_state_id, s.time_zone
         FROM residents r
         LEFT JOIN kiosks k ON k.id = r.kiosk_id
         LEFT JOIN facilities f ON f.id = k.facility_id
         LEFT JOIN facility_alert_settings s ON s.facility_id = f.id
        WHERE r.id = $1`,
      [residentId],
    )) as Array<{ prov_state_id: number | null; time_zone: string | null }>;
    const row = rows[0];
    return facilityTimeZone({ timeZone: row?.time_zone ?? null }, row?.prov_state_id ?? null);
  }

  async window(residentId: number, asked: PeriodAsked): Promise<PeriodWindow & { timeZone: string }> {
    const timeZone = await this.timeZoneOf(residentId);
    return { ...periodWindow(asked.period, asked.now, timeZone, asked.locale), timeZone };
  }

  /** A bar chart of the period: activations, messages one way, or uploads. */
  async chart(
    residentId: number,
    source: MetricsSource,
    direction: MessageDirection,
    asked: PeriodAsked,
  ): Promise<MetricsChartData> {
    const window = await this.window(residentId, asked);
    const range = [window.from, window.to];
    let rows: Array<{ at: Date }>;
    switch (source) {
      case 'activation':
        rows = (await this.dataSource.query(
          `SELECT a.activated_at AS at FROM (${ACTIVATIONS}) a JOIN users u ON u.id = a.user_id
            WHERE $1 = ANY(u.resident_ids) AND a.activated_at >= $2 AND a.activated_at < $3`,
          [residentId, ...range],
        )) as Array<{ at: Date }>;
        break;
      case 'messages':
        rows = (await this.dataSource.query(
          `SELECT create_date AS at FROM messages
            WHERE resident_id = $1 AND message_type_id = $2 AND create_date >= $3 AND create_date < $4`,
          [residentId, DIRECTION_TYPE[direction], ...range],
        )) as Array<{ at: Date }>;
        break;
      case 'uploads':
        rows = (await this.dataSource.query(
          `SELECT create_date AS at FROM media_items WHERE container = $1 AND create_date >= $2 AND create_date < $3`,
          [residentContainer(residentId), ...range],
        )) as Array<{ at: Date }>;
        break;
    }
    return {
      labels: window.buckets.map((b) => b.label),
      periodCount: countByBucket(
        rows.map((row) => new Date(row.at)),
        window,
      ),
      ...this.dates(window),
      supportedTimePeriods: METRICS_PERIODS.map((value) => ({ value, selected: value === window.period })),
      timeZone: window.timeZone,
    };
  }

  /** The three doughnuts of the period and the messages in and out, each also over the last two weeks. */
  async messages(residentId: number, asked: PeriodAsked): Promise<Success<ResidentMessageMetricsResponse>> {
    const window = await this.window(residentId, asked);
    const range = [window.from, window.to];
    const byPerson = async (direction: number): Promise<MetricsDoughnutData> => {
      const rows = (await this.dataSource.query(
        `SELECT m.user_id, u.name, count(*) AS n FROM messages m LEFT JOIN users u ON u.id = m.user_id
          WHERE m.resident_id = $1 AND m.message_type_id = $2 AND m.create_date >= $3 AND m.create_date < $4
          GROUP BY m.user_id, u.name ORDER BY n DESC, u.name, m.user_id`,
        [residentId, direction, ...range],
      )) as Array<{ user_id: string; name: string | null; n: string }>;
      return {
        keys: rows.map((row) => row.user_id),
        // A person deleted since keeps no name: the console says so in its language.
        labels: rows.map((row) => row.name ?? ''),
        periodCount: rows.map((row) => Number(row.n)),
      };
    };
    const kinds = (await this.dataSource.query(
      `SELECT kind, count(*) AS n FROM messages
        WHERE resident_id = $1 AND message_type_id = $2 AND create_date >= $3 AND create_date < $4 GROUP BY kind`,
      [residentId, MessageType.UserToResident, ...range],
    )) as Array<{ kind: string; n: string }>;
    const kindCount = (kind: string): number => Number(kinds.find((row) => row.kind === kind)?.n ?? 0);
    const present = MESSAGE_KINDS.filter((kind) => kindCount(kind) > 0);
    const totals = (await this.dataSource.query(
      `SELECT message_type_id AS type,
              count(*) FILTER (WHERE create_date >= $2 AND create_date < $3) AS in_period,
              count(*) FILTER (WHERE create_date > $4) AS recent
         FROM messages WHERE resident_id = $1 GROUP BY message_type_id`,
      [residentId, ...range, quietWindowStart(asked.now)],
    )) as Array<{ type: number; in_period: string; recent: string }>;
    const pair = (type: number): [number, number] => {
      const row = totals.find((t) => Number(t.type) === type);
      return [Number(row?.in_period ?? 0), Number(row?.recent ?? 0)];
    };
    return {
      ...this.dates(window),
      userToResidentChartData: await byPerson(MessageType.UserToResident),
      residentToUserChartData: await byPerson(MessageType.ResidentToUser),
      messageContentTypeChartData: { keys: present, labels: present, periodCount: present.map(kindCount) },
      messagesIn: pair(MessageType.UserToResident),
      messagesOut: pair(MessageType.ResidentToUser),
    };
  }

  /** The people who may use the mobile app for the resident: everyone linked to them. */
  async users(residentId: number): Promise<ResidentAppUser[]> {
    const rows = (await this.dataSource.query(
      `SELECT u.id, u.name, u.nickname, u.functional_role, u.last_sign_in, a.activated_at
         FROM users u LEFT JOIN (${ACTIVATIONS}) a ON a.user_id = u.id
        WHERE $1 = ANY(u.resident_ids) ORDER BY u.name, u.id`,
      [residentId],
    )) as Array<{
      id: string;
      name: string;
      nickname: string;
      functional_role: string;
      last_sign_in: Date | null;
      activated_at: Date | null;
    }>;
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      nickname: row.nickname,
      functionalRole: row.functional_role,
      activationDate: iso(row.activated_at),
      lastSignIn: iso(row.last_sign_in),
    }));
  }

  /** The resident's memory albums with their audio, image and video counts, by name. */
  async albums(residentId: number): Promise<MemoryAlbumSummary[]> {
    const rows = (await this.dataSource.query(
      `SELECT a.id, a.name, a.description,
              count(m.id) FILTER (WHERE m.kind = 'audio') AS audio,
              count(m.id) FILTER (WHERE m.kind = 'image') AS image,
              count(m.id) FILTER (WHERE m.kind = 'video') AS video,
              count(i.id) AS items, max(i.add_date) AS last_add
         FROM memory_albums a
         LEFT JOIN memory_album_items i ON i.album_id = a.id
         LEFT JOIN media_items m ON m.id = i.media_item_id
        WHERE a.resident_id = $1 GROUP BY a.id, a.name, a.description ORDER BY a.name, a.id`,
      [residentId],
    )) as Array<{
      id: number;
      name: string;
      description: string;
      audio: string;
      image: string;
      video: string;
      items: string;
      last_add: Date | null;
    }>;
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      isActive: Number(row.items) > 0,
      audioCount: Number(row.audio),
      imageCount: Number(row.image),
      videoCount: Number(row.video),
      lastAddDate: iso(row.last_add),
    }));
  }

  /** The last check-in, message and album addition of each resident, flagged after two quiet weeks. */
  async engagement(residentIds: readonly number[], now: Date): Promise<ResidentEngagement[]> {
    if (residentIds.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT r.id, ${LAST_CHECK_IN} AS last_check_in, ${LAST_MESSAGE_IN} AS last_message_in,
              ${LAST_ALBUM_ADDITION} AS last_album_addition
         FROM residents r WHERE r.id = ANY($1::int[])`,
      [residentIds],
    )) as EngagementRow[];
    return residentIds.flatMap((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row) return [];
      return [
        {
          residentId: id,
          lastCheckIn: iso(row.last_check_in),
          notCheckedIn: isQuiet(row.last_check_in, now),
          lastMessageIn: iso(row.last_message_in),
          noRecentMessages: isQuiet(row.last_message_in, now),
          lastAlbumAddition: iso(row.last_album_addition),
          noRecentAlbumAdditions: isQuiet(row.last_album_addition, now),
        },
      ];
    });
  }

  /**
   * Whether the caller sees a facility's residents: an admin every facility, a domain manager
   * those of their domains, a kiosk manager those holding one of their kiosks.
   */
  async facilityVisibility(profile: Profile, facilityId: number): Promise<Visibility> {
    const params: unknown[] = [facilityId];
    const scope = kioskScopeCondition(profile, params) ?? 'FALSE';
    const rows = (await this.dataSource.query(
      `SELECT COALESCE(bool_or(${scope}), FALSE) AS visible
         FROM facilities f LEFT JOIN kiosks k ON k.facility_id = f.id WHERE f.id = $1 GROUP BY f.id`,
      params,
    )) as Array<{ visible: boolean }>;
    if (rows.length === 0) return 'missing';
    return rows[0]?.visible ? 'visible' : 'forbidden';
  }

  /**
   * The family engagement of the Genie residents of a kiosk or a facility the caller sees
   * (decision 0074; an Abby resident has neither messages nor memory albums): quiet families
   * first, then by name.
   */
  async familyEngagement(
    profile: Profile,
    place: { kioskId: number } | { facilityId: number },
    now: Date,
  ): Promise<FamilyEngagement[]> {
    const params: unknown[] = [];
    const scope = residentScopeCondition(profile, params);
    if (scope === null) return [];
    params.push('kioskId' in place ? place.kioskId : place.facilityId);
    const where = 'kioskId' in place ? `r.kiosk_id = $${params.length}` : `k.facility_id = $${params.length}`;
    const rows = (await this.dataSource.query(
      `SELECT r.id, r.name, r.kiosk_id, k.name AS kiosk_name, ${LAST_CHECK_IN} AS last_check_in,
              ${LAST_MESSAGE_IN} AS last_message_in, ${LAST_ALBUM_ADDITION} AS last_album_addition,
              f.prov_state_id, s.time_zone
         FROM residents r
         LEFT JOIN kiosks k ON k.id = r.kiosk_id
         LEFT JOIN facilities f ON f.id = k.facility_id
         LEFT JOIN facility_alert_settings s ON s.facility_id = f.id
        WHERE ${scope} AND ${where} AND k.type_id = ${KioskType.Genie}
        ORDER BY r.name, r.id`,
      params,
    )) as Array<
      EngagementRow & {
        name: string;
        kiosk_id: number | null;
        kiosk_name: string | null;
        prov_state_id: number | null;
        time_zone: string | null;
      }
    >;
    const engagement = rows.map((row): FamilyEngagement => {
      const noRecentMessages = isQuiet(row.last_message_in, now);
      const noRecentAlbumAdditions = isQuiet(row.last_album_addition, now);
      return {
        residentId: row.id,
        name: row.name,
        kioskId: row.kiosk_id,
        kioskName: row.kiosk_name ?? '',
        timeZone: facilityTimeZone({ timeZone: row.time_zone }, row.prov_state_id),
        lastCheckIn: iso(row.last_check_in),
        notCheckedIn: isQuiet(row.last_check_in, now),
        lastMessageIn: iso(row.last_message_in),
        noRecentMessages,
        lastAlbumAddition: iso(row.last_album_addition),
        noRecentAlbumAdditions,
        quietFamily: noRecentMessages && noRecentAlbumAdditions,
      };
    });
    // Quiet families first; the sort is stable, so each group keeps the names' order.
    return [...engagement.filter((r) => r.quietFamily), ...engagement.filter((r) => !r.quietFamily)];
  }

  private dates(window: PeriodWindow): { fromDate: string; toDate: string } {
    return { fromDate: window.from.toISOString(), toDate: window.to.toISOString() };
  }
}
