import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AUDIT_COUNT_CAP,
  auditDescriptionsOf,
  auditedCommandOf,
  HISTORY_KINDS,
  KioskType,
  translate,
  type AuditContext,
  type AuditEvent,
  type AuditEventsResponse,
  type AuditLog,
  type AuditMedia,
  type AuditOutcome,
  type MessageKey,
} from '@ambient/core';
import { containsPattern, type ListQuery } from '../common/list-query.js';

/** The logs' one sortable column: the date (ties by the entry's id). */
export const AUDIT_SORT: Readonly<Record<string, string>> = { createDate: 'e.at' };

/** Which entries a page shows beyond its log. */
export interface AuditFilter {
  log: AuditLog;
  /** Verbose on: the attempts too. */
  verbose: boolean;
  /** Playlist events: the product and whether the playlists are kiosks' (else residents'). */
  context?: AuditContext;
  isKiosk?: boolean;
}

interface AuditRowView {
  id: string;
  at: Date;
  outcome: AuditOutcome;
  command: string;
  description: string;
  source: 'console' | 'device' | 'system';
  performer_role: string | null;
  target_id: string | null;
  target_kind: string | null;
  error_key: string | null;
  error_params: Record<string, number> | null;
  error_severity: number | null;
  username: string | null;
  email: string | null;
  target_user_name: string | null;
  target_user_email: string | null;
  target_user_role: string | null;
  resident_name: string | null;
  kiosk_name: string | null;
  kiosk_type: number | null;
  album_name: string | null;
  media_ids: number[] | null;
}

/**
 * The four logs of spec 03 §2.17 read from the audit entries (decision 0058): one page at a time,
 * newest first, searched on the server. People and objects are named from the read models when the
 * page is read (the entries keep ids only), so an erased or renamed person reads as the read model
 * says. A page costs one query on the log's index; the count stops at AUDIT_COUNT_CAP.
 */
@Injectable()
export class AuditReader {
  constructor(private readonly dataSource: DataSource) {}

  async page(filter: AuditFilter, query: ListQuery, languageId: number): Promise<AuditEventsResponse> {
    const params: unknown[] = [filter.log];
    const where = ['e.log = $1'];
    if (!filter.verbose) where.push(`e.outcome <> 'attempt'`);
    if (filter.context !== undefined) {
      params.push(filter.context);
      where.push(`e.context = $${params.length}`);
    }
    if (filter.isKiosk !== undefined) {
      params.push(filter.isKiosk);
      where.push(`e.is_kiosk = $${params.length}`);
    }
    if (query.search !== '') {
      const pattern = containsPattern(query.search);
      const named = await this.namedBy(pattern);
      // The descriptions are a few hundred phrases: those of this log the search matches are found
      // here, and the entries then by equality (a trigram search of a million descriptions walks
      // the whole log when the phrase is rare in it).
      const needle = query.search.toLowerCase();
      const described = auditDescriptionsOf(filter.log).filter((d) => d.toLowerCase().includes(needle));
      if (described.length === 0 && Object.values(named).every((ids) => ids.length === 0))
        return { events: [], total: 0, totalCapped: false };
      params.push(
        described,
        named.users,
        named.residents,
        named.kiosks,
        named.serials,
        named.albums,
        named.kioskPlaylists,
        named.abbyProfiles,
      );
      const [p, users, residents, kiosks, serials, albums, kioskPlaylists, abbyProfiles] = params
        .slice(-8)
        .map((_, i) => `$${params.length - 7 + i}`);
      // Constant lists, so each branch can use its index (a bitmap of each): the log's descriptions,
      // the performer, the target by kind and id.
      where.push(`(
        e.description = ANY(${p}::text[])
        OR e.user_id = ANY(${users}::text[])
        OR (e.target_kind = 'user' AND e.target_id = ANY(${users}::text[]))
        OR (e.target_kind = 'resident' AND e.target_id = ANY(${residents}::text[]))
        OR (e.target_kind = 'kiosk' AND e.target_id = ANY(${kiosks}::text[]))
        OR (e.target_kind = 'kioskSerial' AND e.target_id = ANY(${serials}::text[]))
        OR (e.target_kind = 'album' AND e.target_id = ANY(${albums}::text[]))
        OR (e.target_kind = 'kioskPlaylist' AND e.target_id = ANY(${kioskPlaylists}::text[]))
        OR (e.target_kind = 'abbyProfile' AND e.target_id = ANY(${abbyProfiles}::text[]))
      )`);
    }
    const whereSql = where.join(' AND ');
    const direction = query.orderBy.includes('ASC') ? 'ASC' : 'DESC';
    const countParams = [...params, AUDIT_COUNT_CAP + 1];
    const pageParams = [...params, query.pageSize, (query.page ?? 0) * query.pageSize];
    const [counted] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_entries e WHERE ${whereSql} LIMIT $${countParams.length}) c`,
      countParams,
    )) as Array<{ n: number }>;
    const rows = (await this.dataSource.query(
      `WITH page AS (
         SELECT * FROM audit_entries e WHERE ${whereSql}
         ORDER BY e.at ${direction}, e.id ${direction}
         LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}
       )
       SELECT e.id, e.at, e.outcome, e.command, e.description, e.source, e.performer_role, e.target_id, e.target_kind,
              e.error_key, e.error_params, e.error_severity, e.media_ids,
              pu.name AS username, pu.email,
              tu.name AS target_user_name, tu.email AS target_user_email, tu.functional_role AS target_user_role,
              COALESCE(r.name, ar.name, apr.name) AS resident_name,
              COALESCE(k.name, ks.name, rk.name, ak.name, pk.name, apk.name) AS kiosk_name,
              COALESCE(k.type_id, ks.type_id, rk.type_id, ak.type_id, pk.type_id, apk.type_id) AS kiosk_type,
              COALESCE(a.name, kp.name, ap.name) AS album_name
         FROM page e
         LEFT JOIN users pu ON pu.id = e.user_id
         LEFT JOIN users tu ON e.target_kind = 'user' AND tu.id = e.target_id
         LEFT JOIN residents r ON r.id = (CASE WHEN e.target_kind = 'resident' THEN e.target_id::int END)
         LEFT JOIN kiosks rk ON rk.id = r.kiosk_id
         LEFT JOIN kiosks k ON k.id = (CASE WHEN e.target_kind = 'kiosk' THEN e.target_id::int END)
         LEFT JOIN kiosks ks ON e.target_kind = 'kioskSerial' AND ks.serial_number = e.target_id
         LEFT JOIN memory_albums a ON a.id = (CASE WHEN e.target_kind = 'album' THEN e.target_id::int END)
         LEFT JOIN residents ar ON ar.id = a.resident_id
         LEFT JOIN kiosks ak ON ak.id = ar.kiosk_id
         LEFT JOIN kiosk_playlists kp ON kp.id = (CASE WHEN e.target_kind = 'kioskPlaylist' THEN e.target_id::int END)
         LEFT JOIN kiosks pk ON pk.id = kp.kiosk_id
         LEFT JOIN abby_profiles ap ON ap.id = (CASE WHEN e.target_kind = 'abbyProfile' THEN e.target_id::int END)
         LEFT JOIN residents apr ON apr.id = ap.resident_id
         LEFT JOIN kiosks apk ON apk.id = COALESCE(ap.kiosk_id, apr.kiosk_id)
        ORDER BY e.at ${direction}, e.id ${direction}`,
      pageParams,
    )) as AuditRowView[];
    const n = counted?.n ?? 0;
    const titles = await this.mediaTitles(rows.flatMap((row) => row.media_ids ?? []));
    return {
      events: rows.map((row) => eventOf(filter.log, row, languageId, titles)),
      total: Math.min(n, AUDIT_COUNT_CAP),
      totalCapped: n > AUDIT_COUNT_CAP,
    };
  }

  /**
   * The titles of these media as the library holds them now (decision 0082): the entries keep ids
   * only, a title may name a person, and a deleted media has none.
   */
  private async mediaTitles(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(`SELECT id, title FROM media_items WHERE id = ANY($1::int[])`, [
      [...new Set(ids)],
    ])) as Array<{ id: number; title: string }>;
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /** The people and objects whose names match the search, through the read models' trigram indexes. */
  private async namedBy(pattern: string): Promise<Named> {
    const [named] = (await this.dataSource.query(
      `SELECT ARRAY(SELECT id FROM users WHERE name ILIKE $1 OR email ILIKE $1) AS users,
              ARRAY(SELECT id::text FROM residents WHERE name ILIKE $1) AS residents,
              ARRAY(SELECT id::text FROM kiosks WHERE name ILIKE $1 OR serial_number ILIKE $1) AS kiosks,
              ARRAY(SELECT serial_number FROM kiosks WHERE name ILIKE $1 OR serial_number ILIKE $1) AS serials,
              ARRAY(SELECT a.id::text FROM memory_albums a JOIN residents r ON r.id = a.resident_id
                     WHERE a.name ILIKE $1 OR r.name ILIKE $1) AS albums,
              ARRAY(SELECT p.id::text FROM kiosk_playlists p JOIN kiosks k ON k.id = p.kiosk_id
                     WHERE p.name ILIKE $1 OR k.name ILIKE $1) AS "kioskPlaylists",
              ARRAY(SELECT p.id::text FROM abby_profiles p LEFT JOIN residents r ON r.id = p.resident_id
                     LEFT JOIN kiosks k ON k.id = COALESCE(p.kiosk_id, r.kiosk_id)
                     WHERE p.name ILIKE $1 OR r.name ILIKE $1 OR k.name ILIKE $1) AS "abbyProfiles"`,
      [pattern],
    )) as Named[];
    return (
      named ?? {
        users: [],
        residents: [],
        kiosks: [],
        serials: [],
        albums: [],
        kioskPlaylists: [],
        abbyProfiles: [],
      }
    );
  }
}

interface Named {
  users: string[];
  residents: string[];
  kiosks: string[];
  serials: string[];
  albums: string[];
  kioskPlaylists: string[];
  abbyProfiles: string[];
}

/** The media a playlist entry adds or removes, titled now (null: deleted since). */
function mediaOf(row: AuditRowView, titles: ReadonlyMap<number, string>): AuditMedia | null {
  const action = auditedCommandOf(row.command)?.media?.action;
  if (!action || row.media_ids === null) return null;
  return { action, items: row.media_ids.map((id) => ({ id, title: titles.get(id) ?? null })) };
}

function eventOf(
  log: AuditLog,
  row: AuditRowView,
  languageId: number,
  titles: ReadonlyMap<number, string>,
): AuditEvent {
  const context: AuditContext | null =
    row.kiosk_type === KioskType.Abby ? 'ABBY' : row.kiosk_type === KioskType.Genie ? 'GENIE' : null;
  const targetName =
    log === 'user'
      ? row.target_user_name
      : log === 'resident'
        ? row.resident_name
        : log === 'kiosk'
          ? row.kiosk_name
          : row.album_name;
  return {
    id: Number(row.id),
    username: row.username,
    email: row.email,
    performedByRole: row.performer_role,
    source: row.source,
    description: row.description,
    command: row.command,
    outcome: row.outcome,
    errorMessage:
      row.error_key === null
        ? null
        : // The text parameters were not kept (decision 0057): they read as an ellipsis.
          translate(row.error_key as MessageKey, row.error_params ?? {}, languageId).replace(
            /%\{\w+\}/g,
            '…',
          ),
    errorSeverity: row.error_severity,
    targetId: row.target_id,
    targetName,
    targetEmail: log === 'user' ? row.target_user_email : null,
    targetRole: log === 'user' ? row.target_user_role : null,
    targetContext: log === 'user' ? null : context,
    createDate: row.at.toISOString(),
    historyKind: HISTORY_KINDS.find((kind) => kind === row.target_kind) ?? null,
    kioskName: log === 'playlist' ? row.kiosk_name : null,
    residentName: log === 'playlist' ? row.resident_name : null,
    title: log === 'playlist' ? row.album_name : null,
    blobName: null,
    media: log === 'playlist' ? mediaOf(row, titles) : null,
  };
}
