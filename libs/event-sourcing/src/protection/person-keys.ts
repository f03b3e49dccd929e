import { randomBytes } from 'node:crypto';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Queryable, SideWrite } from '../store/event-store.port.js';
import type { DataKey } from './data-key.js';
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

const wrapping = (subject: string): string => `person-key\n${subject}`;

/** How many people's keys are kept unwrapped for sealing (a few megabytes at most). */
const SEALING_CACHE_SIZE = 10_000;

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
        missing.map((subject) => this.dataKey.seal(randomBytes(32), wrapping(subject))),
        missing.map(() => this.dataKey.id),
      ],
    );
    return new Map([...known, ...(await this.read(missing, via))]);
  }

  /** Destroys the person's key (made erased even if they had none), beside the event that records it. */
  erase(subject: string): SideWrite {
    return async (db) => {
      this.sealing.delete(subject);
      await db.query(
        `INSERT INTO person_keys (subject, wrapped_key, data_key_id, erased_at) VALUES ($1, NULL, NULL, now())
         ON CONFLICT (subject) DO UPDATE SET wrapped_key = NULL, data_key_id = NULL,
           erased_at = coalesce(person_keys.erased_at, excluded.erased_at)`,
        [subject],
      );
    };
  }

  /**
   * Fails at start, with what to do, when the configured data key is not the one the stored keys
   * were wrapped with (every person's data would otherwise be unreadable).
   */
  async checkDataKey(): Promise<void> {
    const rows = (await this.db.query(
      'SELECT subject, wrapped_key, data_key_id FROM person_keys WHERE wrapped_key IS NOT NULL LIMIT 1',
    )) as KeyRow[];
    if (rows[0]) this.unwrapRow(rows[0]);
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
    return this.unwrapRow({ subject, wrapped_key: wrappedKey, data_key_id: null });
  }

  private unwrapRow(row: KeyRow): PersonKey {
    if (row.wrapped_key === null) return 'erased';
    try {
      return this.dataKey.open(row.wrapped_key, wrapping(row.subject));
    } catch (error) {
      throw new Error(
        `The data encryption key (${this.dataKey.id}) does not open the people's keys, wrapped with ` +
          `${row.data_key_id ?? 'another key'}: configure DATA_ENCRYPTION_KEY (or the data folder's keys/data-encryption.key) ` +
          'as it was when they were written.',
        { cause: error },
      );
    }
  }
}
