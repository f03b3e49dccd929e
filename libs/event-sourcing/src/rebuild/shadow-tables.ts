import pg from 'pg';
import type { EntityManager, QueryRunner } from 'typeorm';

/**
 * A read model's table built beside the live one by a rebuild (decision 0094), on PostgreSQL: made
 * `LIKE` it without its keys and indexes, filled, then given its keys and indexes under names of its
 * own (on several connections at once), all while the live table keeps serving. The swap, in the
 * rebuild's transaction, drops the live table and gives this one its name, its keys', indexes' and
 * identity sequences' names, and its sequences' positions.
 */
export interface ShadowTable {
  /** The live table's name. */
  live: string;
  /** The table built beside it. */
  next: string;
  /** What gives it its keys, indexes and statistics, under names of its own (once its rows are in). */
  builds: string[];
  /** Its keys and indexes: each name of its own, to take the live one's name at the swap. */
  renames: Array<{ kind: 'constraint' | 'index'; own: string; name: string }>;
  /** Its identity columns: the live table's sequence, whose name and position the new one takes. */
  identities: Array<{ column: string; sequence: string }>;
}

const quote = pg.escapeIdentifier;

/** Longest name PostgreSQL keeps whole. */
const NAME_BYTES = 63;

/**
 * Plans a table's shadow, or answers null when the live table cannot simply be replaced: another
 * object depends on it (a view, a foreign key, a trigger, a policy), it has a foreign key of its
 * own (which `LIKE` does not copy), or one of its columns takes its default from a sequence the
 * table owns other than an identity's (the live table's drop would take that sequence with it).
 */
export async function planShadow(
  runner: QueryRunner,
  live: string,
  index: number,
): Promise<ShadowTable | null> {
  const next = `${live.slice(0, 40)}__rebuilt_${index}`;
  if (Buffer.byteLength(next) > NAME_BYTES - 8) return null;
  const table = quote(live);
  const [found] = (await runner.query(
    `SELECT EXISTS (SELECT 1 FROM pg_constraint WHERE confrelid = $1::regclass
                      OR (conrelid = $1::regclass AND contype = 'f'))
         OR EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal)
         OR EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = $1::regclass)
         OR EXISTS (SELECT 1 FROM pg_depend d JOIN pg_rewrite r ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid
                     WHERE d.refobjid = $1::regclass AND r.ev_class <> $1::regclass)
         OR EXISTS (SELECT 1 FROM pg_depend d JOIN pg_class s ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
                     WHERE d.refobjid = $1::regclass AND s.relkind = 'S' AND d.deptype <> 'i') AS blocked`,
    [table],
  )) as Array<{ blocked: boolean }>;
  if (found?.blocked !== false) return null;
  const constraints = (await runner.query(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'x') ORDER BY conname`,
    [table],
  )) as Array<{ name: string; definition: string }>;
  const indexes = (await runner.query(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`,
    [table],
  )) as Array<{ name: string; definition: string }>;
  const identities = (await runner.query(
    `SELECT attname AS column, pg_get_serial_sequence($1, attname) AS sequence FROM pg_attribute
      WHERE attrelid = $1::regclass AND attidentity <> '' AND NOT attisdropped`,
    [table],
  )) as Array<{ column: string; sequence: string }>;
  const own = (n: number) => `${next}_${n}`;
  const renames: ShadowTable['renames'] = [];
  const builds: string[] = [];
  constraints.forEach((constraint, n) => {
    renames.push({ kind: 'constraint', own: own(n), name: constraint.name });
    builds.push(`ALTER TABLE ${quote(next)} ADD CONSTRAINT ${quote(own(n))} ${constraint.definition}`);
  });
  for (const [n, index] of indexes.entries()) {
    // "CREATE [UNIQUE] INDEX name ON [ONLY] table USING …": the same index, named and placed anew.
    const using = index.definition.indexOf(' USING ');
    if (using < 0) return null;
    const name = own(constraints.length + n);
    const unique = index.definition.startsWith('CREATE UNIQUE INDEX ') ? 'UNIQUE ' : '';
    renames.push({ kind: 'index', own: name, name: index.name });
    builds.push(`CREATE ${unique}INDEX ${quote(name)} ON ${quote(next)}${index.definition.slice(using)}`);
  }
  // Its statistics: a new table has none (the planner would guess until they came).
  builds.push(`ANALYZE ${quote(next)}`);
  return { live, next, builds, renames, identities };
}

/** Makes the shadow table, empty and without keys or indexes. */
export async function createShadow(runner: QueryRunner, shadow: ShadowTable): Promise<void> {
  await runner.query(
    `CREATE TABLE ${quote(shadow.next)} (LIKE ${quote(shadow.live)} INCLUDING DEFAULTS INCLUDING IDENTITY
       INCLUDING GENERATED INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION INCLUDING COMMENTS)`,
  );
}

/**
 * Runs `statements` on the runners at once, each runner taking the next statement as it is done.
 */
export async function runOnEach(
  runners: readonly QueryRunner[],
  statements: readonly string[],
): Promise<void> {
  let next = 0;
  await Promise.all(
    runners.map(async (runner) => {
      while (next < statements.length) await runner.query(statements[next++]!);
    }),
  );
}

/**
 * Puts the shadow in the live table's place, in the caller's transaction: the live table dropped
 * (waiting for the reads under way), the shadow given its name and its keys', indexes' and identity
 * sequences' names, each sequence where the live one was.
 */
export async function swapShadow(manager: EntityManager, shadow: ShadowTable): Promise<void> {
  const positions = [];
  for (const identity of shadow.identities) {
    const [position] = (await manager.query(
      `SELECT last_value::text AS value, is_called AS called FROM ${identity.sequence}`,
    )) as Array<{ value: string; called: boolean }>;
    positions.push(position!);
  }
  await manager.query(`DROP TABLE ${quote(shadow.live)}`);
  await manager.query(`ALTER TABLE ${quote(shadow.next)} RENAME TO ${quote(shadow.live)}`);
  for (const rename of shadow.renames)
    await manager.query(
      rename.kind === 'constraint'
        ? `ALTER TABLE ${quote(shadow.live)} RENAME CONSTRAINT ${quote(rename.own)} TO ${quote(rename.name)}`
        : `ALTER INDEX ${quote(rename.own)} RENAME TO ${quote(rename.name)}`,
    );
  for (const [n, identity] of shadow.identities.entries()) {
    const [{ sequence }] = (await manager.query('SELECT pg_get_serial_sequence($1, $2) AS sequence', [
      quote(shadow.live),
      identity.column,
    ])) as [{ sequence: string }];
    const name = identity.sequence.slice(identity.sequence.lastIndexOf('.') + 1);
    await manager.query(`ALTER SEQUENCE ${sequence} RENAME TO ${name}`);
    await manager.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      identity.sequence,
      positions[n]!.value,
      positions[n]!.called,
    ]);
  }
}

/** How the tables beside are named: `<table>__rebuilt_<n>`. */
const SHADOW_NAME = '__rebuilt_[0-9]+$';

/** Drops what rebuilds that died left beside the live tables (in the search path's first schema). */
export async function dropLeftovers(runner: QueryRunner): Promise<void> {
  const left = (await runner.query(
    `SELECT relname AS name FROM pg_class
      WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace AND relname ~ $1`,
    [SHADOW_NAME],
  )) as Array<{ name: string }>;
  for (const { name } of left) await runner.query(`DROP TABLE IF EXISTS ${quote(name)}`);
}

/** Drops the shadows of a rebuild that did not swap them. */
export async function dropShadows(runner: QueryRunner, shadows: readonly ShadowTable[]): Promise<void> {
  for (const shadow of shadows) await runner.query(`DROP TABLE IF EXISTS ${quote(shadow.next)}`);
}
