import type { KeyObject } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { DomainError } from '@ambient/core';
import type { Queryable, RecordedEvent } from '../store/event-store.port.js';
import { openBytes, sealBytes } from './data-key.js';
import { personalFieldsPurpose, SEALED_FIELDS, type SealedFields } from './sealed-form.js';

/** The personal fields of one event type: whose they are, and what each reads as once erased. */
export interface PersonalFields {
  /** The person the fields are about (their stream id): the key that seals them is theirs. */
  subject(data: Record<string, unknown>): string;
  /** Each personal field, and its value once its person is erased (given the subject). */
  fields: Readonly<Record<string, (subject: string) => unknown>>;
}

/** Event type → its personal fields (the domain's declarations, `PERSONAL_DATA` of libs/core). */
export type PersonalDataDeclarations = ReadonlyMap<string, PersonalFields>;

/** A person's key, or `erased` once it was destroyed. A person with neither has no key yet. */
export type PersonKey = Buffer | 'erased';

/** Where people's keys are kept (`PersonKeys` on PostgreSQL). */
export interface PersonKeySource {
  /** The keys (or erasures) of those of these people who have one. */
  read(subjects: readonly string[], via?: Queryable): Promise<Map<string, PersonKey>>;
  /** The keys of these people, made for those who have none yet. */
  obtain(subjects: readonly string[], via?: Queryable): Promise<Map<string, PersonKey>>;
  /** A person's key from its stored (wrapped) form, read by the event store with an event. */
  unwrap(subject: string, wrappedKey: string | null): PersonKey;
  /**
   * The personal fields sealed in `box`, opened with the person's key in that stored form: `open`
   * them, or answer what was opened before while that form is unchanged (a source may keep none).
   */
  opened?(box: string, subject: string, wrappedKey: string, open: () => Data): Data;
  /**
   * The data key, for a thread of this process that opens events where it reads them (the store's
   * `readAhead`); a source that does not wrap keys with one has none to give.
   */
  dataKeyForThreads?(): KeyObject;
  /** Keeps every key it unwraps until the answered function is called (a source may not). */
  holdOpened?(): () => void;
  /** Calls `listener` with each subject whose key this process destroys; answers how to stop. */
  onErased?(listener: (subject: string) => void): () => void;
}

export { SEALED_FIELDS, type SealedFields } from './sealed-form.js';

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The personal fields an event carries, when any differs from its erased value (otherwise nothing to hide). */
function personalPart(
  declaration: PersonalFields,
  data: Data,
): { subject: string; fields: Data; rest: Data } | null {
  if (SEALED_FIELDS in data) return null;
  const subject = declaration.subject(data);
  const fields: Data = {};
  const rest: Data = {};
  let hidden = false;
  for (const [name, value] of Object.entries(data)) {
    const erased = declaration.fields[name];
    if (!erased) {
      rest[name] = value;
      continue;
    }
    fields[name] = value;
    if (hidden) continue;
    const erasedValue = erased(subject);
    if (value !== erasedValue && !isDeepStrictEqual(value, erasedValue)) hidden = true;
  }
  return hidden ? { subject, fields, rest } : null;
}

/** The event's data with its personal fields sealed under the person's key. */
export function sealPersonalFields(
  type: string,
  data: unknown,
  declaration: PersonalFields | undefined,
  keyOf: (subject: string) => PersonKey | undefined,
): unknown {
  if (!declaration || !isRecord(data)) return data;
  const part = personalPart(declaration, data);
  if (!part) return data;
  const key = keyOf(part.subject);
  if (key === undefined) throw new Error(`No key was obtained for ${part.subject}`);
  // An erased person's data is not written down again.
  if (key === 'erased') throw new DomainError('person.erased', {}, 409);
  const sealed: SealedFields = {
    subject: part.subject,
    fields: Object.keys(part.fields),
    box: sealBytes(
      key,
      Buffer.from(JSON.stringify(part.fields), 'utf8'),
      personalFieldsPurpose(type, part.subject),
    ),
  };
  return { ...part.rest, [SEALED_FIELDS]: sealed };
}

const sealedOf = (data: unknown): SealedFields | null => {
  if (!isRecord(data) || !isRecord(data[SEALED_FIELDS])) return null;
  const sealed = data[SEALED_FIELDS] as Partial<SealedFields>;
  return typeof sealed.subject === 'string' && Array.isArray(sealed.fields) && typeof sealed.box === 'string'
    ? (sealed as SealedFields)
    : null;
};

/**
 * The event's data with its personal fields back: opened with the person's key, or at their
 * erased values when the key was destroyed (or never kept). Data without sealed fields, written
 * before sealing (EventStoreDB's events cannot be rewritten), reads as it is, or, once its person
 * is erased, with its personal fields at their erased values: it stays in the store, but nothing
 * reads it any more.
 */
export function openPersonalFields(
  type: string,
  data: unknown,
  declaration: PersonalFields | undefined,
  keyOf: (subject: string) => PersonKey | undefined,
): unknown {
  const sealed = sealedOf(data);
  if (!sealed) {
    if (!declaration || !isRecord(data)) return data;
    const subject = declaration.subject(data);
    if (keyOf(subject) !== 'erased') return data;
    return Object.fromEntries(
      Object.entries(data).map(([name, value]) => {
        const erased = declaration.fields[name];
        return [name, erased ? erased(subject) : value];
      }),
    );
  }
  const { [SEALED_FIELDS]: _sealed, ...rest } = data as Data;
  const key = keyOf(sealed.subject);
  if (key === undefined || key === 'erased') {
    const erased = Object.fromEntries(
      sealed.fields.map((name) => [name, declaration?.fields[name]?.(sealed.subject) ?? null]),
    );
    return { ...rest, ...erased };
  }
  return { ...rest, ...openBox(type, sealed, key) };
}

/** The fields in an event's box. */
function openBox(type: string, sealed: SealedFields, key: Buffer): Data {
  return JSON.parse(
    openBytes(key, sealed.box, personalFieldsPurpose(type, sealed.subject)).toString('utf8'),
  ) as Data;
}

/**
 * Seals the personal fields of events when they are appended and opens them when they are read
 * (decision 0024), so deciders, projections and upcasters see plain data. It runs on the stored
 * form, before upcasting: the declarations name the fields of every version of a type.
 */
export class PersonalDataCodec {
  constructor(
    private readonly declarations: PersonalDataDeclarations,
    private readonly keys: PersonKeySource,
  ) {}

  /** The data to store for each event: personal fields sealed, people's keys made as needed. */
  async seal(events: ReadonlyArray<{ type: string; data: unknown }>, via?: Queryable): Promise<unknown[]> {
    const subjects = new Set<string>();
    for (const { type, data } of events) {
      const declaration = this.declarations.get(type);
      const part = declaration && isRecord(data) ? personalPart(declaration, data) : null;
      if (part) subjects.add(part.subject);
    }
    const keys =
      subjects.size === 0 ? new Map<string, PersonKey>() : await this.keys.obtain([...subjects], via);
    return events.map(({ type, data }) =>
      sealPersonalFields(type, data, this.declarations.get(type), (subject) => keys.get(subject)),
    );
  }

  /**
   * The events as they were appended, or with an erased person's fields at their erased values.
   * Keys the store read with the events are used as they are; the others are looked up at once.
   */
  async open(
    events: RecordedEvent[],
    via?: Queryable,
    /** Opened fields may be kept and answered again (a stream a write reads at every command). */
    reading: 'again' | 'once' = 'once',
  ): Promise<RecordedEvent[]> {
    const keys = new Map<string, PersonKey>();
    const brought = new Set<string>();
    const wanted = new Set<string>();
    for (const { personKey } of events) {
      if (!personKey || 'opened' in personKey || brought.has(personKey.subject)) continue;
      brought.add(personKey.subject);
      if (!('missing' in personKey))
        keys.set(personKey.subject, this.keys.unwrap(personKey.subject, personKey.wrappedKey));
    }
    // Events the store opened where it read them need nothing more.
    const subjects = events.map((event) =>
      event.personKey
        ? 'opened' in event.personKey
          ? null
          : event.personKey.subject
        : this.subjectOf(event),
    );
    for (const subject of subjects) if (subject !== null && !brought.has(subject)) wanted.add(subject);
    if (wanted.size > 0)
      for (const [subject, key] of await this.keys.read([...wanted], via)) keys.set(subject, key);
    const keyOf = (subject: string) => keys.get(subject);
    return events.map((event, i) => {
      const { personKey: _brought, ...plain } = event;
      if (subjects[i] === null) return event.personKey ? plain : event;
      plain.data =
        (reading === 'again' ? this.openedFrom(event, keyOf) : null) ??
        openPersonalFields(event.type, event.data, this.declarations.get(event.type), keyOf);
      return plain;
    });
  }

  /**
   * The data of a sealed event whose person's key the store brought, its fields opened through the
   * key source (which may answer what it opened before: a stream read again and again costs one
   * opening per event); null for any other event.
   */
  private openedFrom(event: RecordedEvent, keyOf: (subject: string) => PersonKey | undefined): Data | null {
    const sealed = sealedOf(event.data);
    const wrappedKey = event.personKey && 'wrappedKey' in event.personKey ? event.personKey.wrappedKey : null;
    const key = sealed ? keyOf(sealed.subject) : undefined;
    if (!sealed || !wrappedKey || !Buffer.isBuffer(key) || !this.keys.opened) return null;
    const { [SEALED_FIELDS]: _sealed, ...rest } = event.data as Data;
    const fields = this.keys.opened(sealed.box, sealed.subject, wrappedKey, () =>
      openBox(event.type, sealed, key),
    );
    return { ...rest, ...fields };
  }

  /** Calls `listener` with each subject whose key this process destroys (see `EventStore.onErased`). */
  onErased(listener: (subject: string) => void): () => void {
    return this.keys.onErased?.(listener) ?? (() => undefined);
  }

  /** The data key for a thread that opens events where it reads them (see `EventStore.readAhead`). */
  keyForThreads(): KeyObject | undefined {
    return this.keys.dataKeyForThreads?.();
  }

  /** Keeps the keys that open events until the answered function is called (see `EventStore.holdKeys`). */
  holdKeys(): () => void {
    return this.keys.holdOpened?.() ?? (() => undefined);
  }

  /** Whose personal fields the event holds, sealed or (written before sealing) in clear; null: none. */
  private subjectOf(event: RecordedEvent): string | null {
    const sealed = sealedOf(event.data);
    if (sealed) return sealed.subject;
    const declaration = this.declarations.get(event.type);
    if (!declaration || !isRecord(event.data)) return null;
    return Object.keys(declaration.fields).some((name) => name in (event.data as Data))
      ? declaration.subject(event.data)
      : null;
  }
}
