import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DomainError,
  HISTORY_REFERENCE_FIELDS,
  type HistoryChange,
  type HistoryKind,
  type HistoryNames,
  type HistoryReference,
  type HistoryResponse,
} from '@ambient/core';
import { AggregateStore } from '@ambient/event-sourcing';
import { HistorySources } from './history-sources.js';

/**
 * A subject's history for auditors (issue 14, point 3; decision 0062): its stream replayed up to a
 * moment, each event with who sent it, when, from where and which fields of the subject it
 * changed, and the subject as it stood then. Read through the event store, so personal data reads
 * as the person's key allows (erased people read as erased); performers are named from the users
 * read model as it is now.
 */
@Injectable()
export class HistoryReader {
  constructor(
    private readonly sources: HistorySources,
    private readonly aggregates: AggregateStore,
    private readonly dataSource: DataSource,
  ) {}

  async history(
    kind: HistoryKind,
    id: string,
    at: Date | null,
    { withEvents = true }: { withEvents?: boolean } = {},
  ): Promise<HistoryResponse> {
    const source = this.sources.of(kind);
    const stream = source?.stream(id) ?? null;
    if (!source || stream === null) throw missing();
    const replayed = await this.aggregates.replay(stream, source.decider, at ?? undefined);
    // Nothing recorded yet at that moment: as for a subject that never existed.
    if (replayed.steps.length === 0) throw missing();
    const steps = withEvents ? replayed.steps : [];
    const names = await this.namesOf(steps.map((step) => step.event.metadata.userId));
    const state = plain(replayed.state);
    const events = steps.map(({ event, before, after }) => ({
      position: String(event.globalPosition),
      version: event.streamVersion,
      at: event.recordedAt.toISOString(),
      type: event.type,
      command: event.metadata.command,
      userId: event.metadata.userId,
      username: event.metadata.userId === null ? null : (names.get(event.metadata.userId) ?? null),
      performedByRole: event.metadata.functionalRole,
      source: event.metadata.source,
      changes: changesOf(plain(before), plain(after)),
    }));
    return {
      kind,
      id,
      at: at?.toISOString() ?? null,
      version: replayed.version,
      state,
      events,
      names: await this.referencesOf([
        ...Object.entries(state),
        ...events.flatMap((event) =>
          event.changes.flatMap((change): Array<[string, unknown]> => [
            [change.field, change.before],
            [change.field, change.after],
          ]),
        ),
      ]),
    };
  }

  /** The names, now, of the kiosks, facilities, domains, residents and users the fields' ids name. */
  private async referencesOf(fields: ReadonlyArray<[string, unknown]>): Promise<HistoryNames> {
    const ids = new Map<HistoryReference, Set<string>>();
    for (const [field, value] of fields) {
      const reference = HISTORY_REFERENCE_FIELDS[field];
      if (!reference) continue;
      const wanted = ids.get(reference) ?? new Set<string>();
      for (const id of Array.isArray(value) ? value : [value])
        if (typeof id === 'number' || (typeof id === 'string' && reference === 'user'))
          wanted.add(String(id));
      ids.set(reference, wanted);
    }
    const names: HistoryNames = {};
    for (const [reference, wanted] of ids) {
      if (wanted.size === 0) continue;
      const table = REFERENCE_TABLES[reference];
      const rows = (await this.dataSource.query(
        reference === 'user'
          ? `SELECT id, name FROM users WHERE id = ANY($1::text[])`
          : `SELECT id::text AS id, name FROM ${table} WHERE id = ANY($1::int[])`,
        [[...wanted].filter((id) => reference === 'user' || /^-?\d{1,9}$/.test(id))],
      )) as Array<{ id: string; name: string }>;
      names[reference] = Object.fromEntries(rows.map((row) => [row.id, row.name]));
    }
    return names;
  }

  private async namesOf(ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = (await this.dataSource.query(`SELECT id, name FROM users WHERE id = ANY($1::text[])`, [
      wanted,
    ])) as Array<{ id: string; name: string }>;
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}

/** The read model naming each kind of reference. */
const REFERENCE_TABLES: Readonly<Record<HistoryReference, string>> = {
  kiosk: 'kiosks',
  facility: 'facilities',
  domain: 'domains',
  resident: 'residents',
  user: 'users',
};

const missing = (): DomainError => new DomainError('history.notFound', {}, 404, 1);

/** A state as JSON shows it (sets as arrays, dates as text), so it compares and answers plainly. */
function plain(state: unknown): Record<string, unknown> {
  const json: unknown = JSON.parse(
    JSON.stringify(state ?? {}, (_key, value: unknown) => (value instanceof Set ? [...value] : value)),
  );
  return json !== null && typeof json === 'object' && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : { value: json };
}

/**
 * The fields whose value differs, by name: the order a state lists them in depends on how its
 * events were stored (sealed fields come back last), so it says nothing.
 */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): HistoryChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].sort();
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
