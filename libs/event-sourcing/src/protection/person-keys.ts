import { randomBytes, type KeyObject } from 'node:crypto';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Queryable, SideWrite } from '../store/event-store.port.js';
import type { DataKey } from './data-key.js';
import { personKeyPurpose } from './sealed-form.js';
import type { PersonKey, PersonKeySource } from './personal-data-codec.js';

/**
 * Every person's own key (decision 0024), outside the log: 256 random bits, kept wrapped (sealed)
 * by the data key, which is not in the database. Erasing a person destroys their key and keeps
 * the row, without a key, as the record that they were erased (their data is never sealed again).
 */
@Entity({ name: 'person_keys' })
export class PersonKeyRow {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'person_keys_pkey' }) subject!: string;
  /** The person's key sealed by the data key; null once erased. */
  @Column({ name: 'wrapped_key', type: 'text', nullable: true }) wrappedKey!: string | null;
  /** Which data key wrapped it (`DataKey.id`), to say so when another key is configured. */
  @Column({ name: 'data_key_id', type: 'text', nullable: true }) dataKeyId!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true }) erasedAt!: Date | null;
}

interface KeyRow {
  subject: string;
  wrapped_key: string | null;
  data_key_id: string | null;
}

/** The data key given does not open what was sealed with another: says which keys they are. */
export class WrongDataKeyError extends Error {
  constructor(
    /** The key given (`DataKey.id`). */
    readonly keyId: string,
    /** The key the value was sealed with, when recorded. */
    readonly sealedWith: string | null,
    /** What it did not open. */
    readonly what: string,
    options?: ErrorOptions,
  ) {
    super(
      `The data encryption key (${keyId}) does not open ${what}, sealed with ${sealedWith ?? 'another key'}`,
      options,
    );
    this.name = 'WrongDataKeyError';
  }
}

/** What a re-wrap of people's keys did. */
export interface RewrapReport {
  /** Keys now wrapped by the new data key that were wrapped by the old one. */
  rewrapped: number;
  /** Keys found already wrapped by the new data key (an earlier run's), left as they were. */
  kept: number;
}

/**
 * Re-wraps every person's key from one data key to another, through the caller's transaction
 * (a data key rotation, decision 0024). Keys already wrapped by the new data key are left as
 * they are, so a run can be made again; a key the old data key does not open stops it all
 * (`WrongDataKeyError`), and the caller's transaction then changes nothing. Erased people have
 * no key to wrap.
 */
export async function rewrapPersonKeys(via: Queryable, from: DataKey, to: DataKey): Promise<RewrapReport> {
  const rows = (await via.query(
    'SELECT subject, wrapped_key, data_key_id FROM person_keys WHERE wrapped_key IS NOT NULL ORDER BY subject FOR UPDATE',
  )) as Array<KeyRow & { wrapped_key: string }>;
  const stale = rows.filter((row) => row.data_key_id !== to.id);
  const rewrapped = stale.map((row) => {
    let key: Buffer;
    try {
      key = from.open(row.wrapped_key, personKeyPurpose(row.subject));
    } catch (error) {
      throw new WrongDataKeyError(from.id, row.data_key_id, `the key of ${row.subject}`, { cause: error });
    }
    return to.seal(key, personKeyPurpose(row.subject));
  });
  if (stale.length > 0)
    await via.query(
      `UPDATE person_keys k SET wrapped_key = r.wrapped_key, data_key_id = $3
         FROM unnest($1::text[], $2::text[]) AS r(subject, wrapped_key)
        WHERE k.subject = r.subject`,
      [stale.map((row) => row.subject), rewrapped, to.id],
    );
  return { rewrapped: stale.length, kept: rows.length - stale.length };
}

/** How many people's keys are kept unwrapped for sealing, and for opening (a few megabytes at most). */
const SEALING_CACHE_SIZE = 10_000;
const OPENING_CACHE_SIZE = 50_000;
/** How many events' opened personal fields are kept (a few megabytes at most). */
const OPENED_CACHE_SIZE = 20_000;

/** An event's personal fields, opened with its person's key in one stored form. */
interface Opened {
  subject: string;
  wrappedKey: string;
  fields: Record<string, unknown>;
}

/**
 * People's keys on PostgreSQL (and PGlite), in `person_keys`.
 *
 * Sealing (`obtain`) uses keys kept in memory once read, so a write does not look its person's
 * key up again; reading (`read`) always asks the database. Only keys read outside any transaction
 * are kept (committed rows: a key made in a transaction that is rolled back is never kept), and
 * an erasure made here drops its key at once. A key kept by another API instance after an erasure
 * can only seal new data under a key that no longer exists anywhere else: what it seals reads as
 * erased, since every read looks the key up (decision 0024).
 */
export class PersonKeys implements PersonKeySource {
  private readonly sealing = new Map<string, Buffer>();
  /**
   * Keys unwrapped from the stored form the event store brought with events, by person: used
   * again only for that same stored form, so a key destroyed or re-wrapped since is never used
   * (a rebuild opens each person's events with one unwrap instead of one per batch).
   */
  private readonly opening = new Map<string, { wrappedKey: string; key: Buffer }>();
  /** Holds of every opened key (`holdOpened`): while any lasts, the opening keys are not trimmed. */
  private holds = 0;
  /**
   * Events' personal fields opened with a brought key, by sealed box (unique: each has its own
   * random IV), and the boxes kept of each person: answered again only for the same stored form of
   * the key, and dropped with the key when it is destroyed here or a read finds it gone (a write
   * reads its stream again and again).
   */
  private readonly openedBoxes = new Map<string, Opened>();
  private readonly openedOf = new Map<string, Set<string>>();
  private readonly erasedListeners = new Set<(subject: string) => void>();

  constructor(
    private readonly db: Queryable,
    private readonly dataKey: DataKey,
  ) {}

  async read(subjects: readonly string[], via: Queryable = this.db): Promise<Map<string, PersonKey>> {
    const keys = new Map<string, PersonKey>();
    if (subjects.length === 0) return keys;
    const rows = (await via.query(
      'SELECT subject, wrapped_key, data_key_id FROM person_keys WHERE subject = ANY($1::text[])',
      [subjects],
    )) as KeyRow[];
    for (const row of rows) keys.set(row.subject, this.unwrapRow(row));
    if (via === this.db) for (const [subject, key] of keys) this.keep(subject, key);
    return keys;
  }

  async obtain(subjects: readonly string[], via: Queryable = this.db): Promise<Map<string, PersonKey>> {
    const kept = new Map<string, PersonKey>();
    for (const subject of subjects) {
      const key = this.sealing.get(subject);
      if (key) kept.set(subject, key);
    }
    if (kept.size === subjects.length) return kept;
    const known = await this.read(subjects, via);
    const missing = subjects.filter((subject) => !known.has(subject));
    if (missing.length === 0) return known;
    // Two writers may make a key for the same person at once: the first row stays, and both
    // read it back, so every event of a person is sealed under the one key kept.
    await via.query(
      `INSERT INTO person_keys (subject, wrapped_key, data_key_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
       ON CONFLICT (subject) DO NOTHING`,
      [
        missing,
        missing.map((subject) => this.dataKey.seal(randomBytes(32), personKeyPurpose(subject))),
        missing.map(() => this.dataKey.id),
      ],
    );
    return new Map([...known, ...(await this.read(missing, via))]);
  }

  dataKeyForThreads(): KeyObject {
    return this.dataKey.forThreads();
  }

  /** Destroys the person's key (made erased even if they had none), beside the event that records it. */
  erase(subject: string): SideWrite {
    return async (db) => {
      this.sealing.delete(subject);
      this.opening.delete(subject);
      this.forgetOpened(subject);
      await db.query(
        `INSERT INTO person_keys (subject, wrapped_key, data_key_id, erased_at) VALUES ($1, NULL, NULL, now())
         ON CONFLICT (subject) DO UPDATE SET wrapped_key = NULL, data_key_id = NULL,
           erased_at = coalesce(person_keys.erased_at, excluded.erased_at)`,
        [subject],
      );
      for (const listener of this.erasedListeners) listener(subject);
    };
  }

  onErased(listener: (subject: string) => void): () => void {
    this.erasedListeners.add(listener);
    return () => {
      this.erasedListeners.delete(listener);
    };
  }

  /**
   * Fails at start (`WrongDataKeyError`) when the configured data key is not the one the stored
   * keys were wrapped with (every person's data would otherwise be unreadable).
   */
  async checkDataKey(): Promise<void> {
    // One key of each data key they were wrapped with: a rotation left none behind.
    const rows = (await this.db.query(
      `SELECT DISTINCT ON (data_key_id) subject, wrapped_key, data_key_id FROM person_keys
        WHERE wrapped_key IS NOT NULL ORDER BY data_key_id, subject`,
    )) as KeyRow[];
    for (const row of rows) this.unwrapRow(row);
  }

  /** Keeps a committed key for sealing (the most recently used ones), or drops an erased one. */
  private keep(subject: string, key: PersonKey): void {
    this.sealing.delete(subject);
    if (key === 'erased') return;
    this.sealing.set(subject, key);
    if (this.sealing.size > SEALING_CACHE_SIZE) this.sealing.delete(this.sealing.keys().next().value!);
  }

  /** A person's key from its stored, wrapped form (a row the event store read with an event). */
  unwrap(subject: string, wrappedKey: string | null): PersonKey {
    if (wrappedKey === null) {
      this.opening.delete(subject);
      this.forgetOpened(subject);
      return 'erased';
    }
    const opened = this.opening.get(subject);
    if (opened?.wrappedKey === wrappedKey) return opened.key;
    const key = this.unwrapRow({ subject, wrapped_key: wrappedKey, data_key_id: null }) as Buffer;
    this.opening.delete(subject);
    this.opening.set(subject, { wrappedKey, key });
    if (this.holds === 0) this.trimOpening();
    return key;
  }

  /**
   * Keeps every key unwrapped for opening until the answered function is called: a rebuild reads
   * every person's events once in log order, where a bounded cache would unwrap a key per event.
   */
  holdOpened(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0) this.trimOpening();
    };
  }

  private trimOpening(): void {
    while (this.opening.size > OPENING_CACHE_SIZE) this.opening.delete(this.opening.keys().next().value!);
  }

  opened(
    box: string,
    subject: string,
    wrappedKey: string,
    open: () => Record<string, unknown>,
  ): Record<string, unknown> {
    const kept = this.openedBoxes.get(box);
    if (kept?.subject === subject && kept.wrappedKey === wrappedKey) return kept.fields;
    const fields = open();
    this.openedBoxes.set(box, { subject, wrappedKey, fields });
    let ofSubject = this.openedOf.get(subject);
    if (!ofSubject) this.openedOf.set(subject, (ofSubject = new Set()));
    ofSubject.add(box);
    if (this.openedBoxes.size > OPENED_CACHE_SIZE) {
      const [oldest, entry] = this.openedBoxes.entries().next().value!;
      this.openedBoxes.delete(oldest);
      const others = this.openedOf.get(entry.subject);
      others?.delete(oldest);
      if (others?.size === 0) this.openedOf.delete(entry.subject);
    }
    return fields;
  }

  /** Drops what was opened of a person's events (their key is destroyed). */
  private forgetOpened(subject: string): void {
    for (const box of this.openedOf.get(subject) ?? []) this.openedBoxes.delete(box);
    this.openedOf.delete(subject);
  }

  private unwrapRow(row: KeyRow): PersonKey {
    if (row.wrapped_key === null) return 'erased';
    try {
      return this.dataKey.open(row.wrapped_key, personKeyPurpose(row.subject));
    } catch (error) {
      throw new WrongDataKeyError(this.dataKey.id, row.data_key_id, "the people's keys", { cause: error });
    }
  }
}
