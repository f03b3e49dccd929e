import {
  FindOperator,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

type Row = Record<string, unknown>;

const FLUSH_ROWS = 5000;

/**
 * The part of TypeORM's EntityManager that projections write with (insert, upsert on the primary
 * key, update and delete by primary key or by other columns' values, as an erasure's update or a
 * message's attachments' delete do), kept in memory so a rebuild folds the whole log without a round trip per
 * event and then writes each table in a few multi-row statements. Anything else a projection
 * asks of it is refused loudly, so a projection that needs more cannot be rebuilt wrongly.
 */
export class RowBuffer {
  private readonly tables = new Map<EntityTarget<ObjectLiteral>, Map<string, Row>>();

  /** The stand-in handed to `Projection.apply` during a rebuild. */
  readonly manager: EntityManager;

  constructor(private readonly dataSource: DataSource) {
    this.manager = this.standIn();
  }

  private standIn(): EntityManager {
    const unsupported = (what: string) => () => {
      throw new Error(
        `A projection rebuilt in memory can only insert, upsert on its key, update and delete (it called ${what})`,
      );
    };
    const repository = (target: EntityTarget<ObjectLiteral>) => ({
      insert: (values: Row | Row[]) => this.insert(target, values),
      upsert: (values: Row | Row[], conflict: string[]) => this.upsert(target, values, conflict),
      update: (criteria: Row | Row[], values: Row) => this.update(target, criteria, values),
      delete: (criteria: Row | Row[]) => this.delete(target, criteria),
    });
    return {
      insert: (target: EntityTarget<ObjectLiteral>, values: Row | Row[]) => this.insert(target, values),
      update: (target: EntityTarget<ObjectLiteral>, criteria: Row | Row[], values: Row) =>
        this.update(target, criteria, values),
      delete: (target: EntityTarget<ObjectLiteral>, criteria: Row | Row[]) => this.delete(target, criteria),
      getRepository: repository,
      query: unsupported('query'),
      save: unsupported('save'),
      upsert: (target: EntityTarget<ObjectLiteral>, values: Row | Row[], conflict: string[]) =>
        this.upsert(target, values, conflict),
      find: unsupported('find'),
      findOne: unsupported('findOne'),
      createQueryBuilder: unsupported('createQueryBuilder'),
    } as unknown as EntityManager;
  }

  /** How many rows each entity holds. */
  get sizes(): Map<string, number> {
    return new Map(
      [...this.tables].map(([target, rows]) => [this.dataSource.getMetadata(target).tableName, rows.size]),
    );
  }

  /** The tables it holds rows of, by the entity each belongs to. */
  get targets(): Array<{ target: EntityTarget<ObjectLiteral>; table: string }> {
    return [...this.tables.keys()].map((target) => ({
      target,
      table: this.dataSource.getMetadata(target).tableName,
    }));
  }

  /**
   * Writes every buffered row (the tables are expected empty), with the entity's literal defaults
   * for what a row leaves out or undefined (as TypeORM's `insert` does). A table's indexes other
   * than its keys are dropped first and made again once its rows are in (one sort instead of an
   * insert per row: a trigram index takes three times longer row by row), in the caller's
   * transaction. The tables in `shadows` (by their names) were written beside the live ones
   * (`write`): only what changed since `track` is written into them.
   *
   * With `copy` (PostgreSQL) the rows go in one `COPY … FROM STDIN` a table, in its text format;
   * otherwise (PGlite, whose socket does not take COPY) a statement per 5,000 rows, each row passed
   * as JSON and turned into the table's row type by PostgreSQL (`json_populate_recordset`), the next
   * statement's JSON made while PostgreSQL inserts the last.
   */
  async flush(
    manager: EntityManager,
    options: { copy?: boolean; shadows?: ReadonlyMap<string, string> } = {},
  ): Promise<number> {
    let written = 0;
    for (const [target, rows] of this.tables) {
      const table = this.dataSource.getMetadata(target).tableName;
      const shadow = options.shadows?.get(table);
      if (shadow) await this.writeChanges(manager, target, shadow, options);
      else {
        const indexes = (await manager.query(
          `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
             FROM pg_index i
            WHERE i.indrelid = $1::regclass
              AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
          [`"${table}"`],
        )) as Array<{ name: string; definition: string }>;
        for (const index of indexes) await manager.query(`DROP INDEX ${index.name}`);
        await this.write(manager, target, table, options);
        for (const index of indexes) await manager.query(index.definition);
      }
      written += rows.size;
    }
    this.tables.clear();
    this.touched = null;
    return written;
  }

  /** Writes the buffered rows of `target` into `table` (empty, of the entity's columns). */
  async write(
    manager: EntityManager,
    target: EntityTarget<ObjectLiteral>,
    table: string,
    options: { copy?: boolean } = {},
  ): Promise<void> {
    const columns = this.columnsOf(target);
    const all = [...this.rowsOf(target).values()];
    if (options.copy) await copyRows(manager, table, columns, all);
    else await insertRows(manager, table, columns, all);
  }

  /**
   * From now on remembers the rows each write touches (what the events read after the rows were
   * written beside the live tables change: see `flush`'s shadows).
   */
  track(): void {
    this.touched = new Map();
  }

  /** Rows touched since `track`, by their key (with their key's values), by entity. */
  private touched: Map<EntityTarget<ObjectLiteral>, Map<string, Row>> | null = null;

  private touch(target: EntityTarget<ObjectLiteral>, key: string, row: Row): void {
    if (!this.touched) return;
    let keys = this.touched.get(target);
    if (!keys) this.touched.set(target, (keys = new Map()));
    if (keys.has(key)) return;
    const values: Row = {};
    for (const name of this.primaryKeyOf(target)) values[name] = row[name];
    keys.set(key, values);
  }

  /** Writes the rows of `target` touched since `track` into `table`: each deleted, then written as it is now. */
  private async writeChanges(
    manager: EntityManager,
    target: EntityTarget<ObjectLiteral>,
    table: string,
    options: { copy?: boolean },
  ): Promise<void> {
    const touched = this.touched?.get(target);
    if (!touched || touched.size === 0) return;
    const metadata = this.dataSource.getMetadata(target);
    const keys = metadata.primaryColumns.map((column) => column.databaseName);
    const quoted = `"${table}"`;
    await manager.query(
      `DELETE FROM ${quoted} t USING json_populate_recordset(NULL::${quoted}, $1::json) k
        WHERE ${keys.map((key) => `t."${key}" = k."${key}"`).join(' AND ')}`,
      [
        JSON.stringify(
          [...touched.values()].map((values) =>
            Object.fromEntries(metadata.primaryColumns.map((c) => [c.databaseName, values[c.propertyName]])),
          ),
        ),
      ],
    );
    const rows = this.rowsOf(target);
    const current = [...touched.keys()].flatMap((key): Row[] => {
      const row = rows.get(key);
      return row ? [row] : [];
    });
    const columns = this.columnsOf(target);
    if (options.copy) await copyRows(manager, table, columns, current);
    else await insertRows(manager, table, columns, current);
  }

  private columnsOf(target: EntityTarget<ObjectLiteral>): Column[] {
    return this.dataSource.getMetadata(target).columns.map((column) => ({
      property: column.propertyName,
      name: column.databaseName,
      fallback: typeof column.default === 'function' || column.default === undefined ? null : column.default,
      form: column.type === 'json' || column.type === 'jsonb' ? 'json' : column.isArray ? 'array' : 'plain',
    }));
  }

  private rowsOf(target: EntityTarget<ObjectLiteral>): Map<string, Row> {
    let rows = this.tables.get(target);
    if (!rows) this.tables.set(target, (rows = new Map()));
    return rows;
  }

  private readonly primaryKeys = new Map<EntityTarget<ObjectLiteral>, string[]>();

  private primaryKeyOf(target: EntityTarget<ObjectLiteral>): string[] {
    let primary = this.primaryKeys.get(target);
    if (!primary) {
      primary = this.dataSource.getMetadata(target).primaryColumns.map((c) => c.propertyName);
      this.primaryKeys.set(target, primary);
    }
    return primary;
  }

  private keyOf(target: EntityTarget<ObjectLiteral>, values: Row): string {
    const primary = this.primaryKeyOf(target);
    let key = '';
    for (const name of primary) {
      const value = values[name];
      if (value === undefined)
        throw new Error(`A rebuilt projection must name rows by key (${name} missing)`);
      key += `${String(value)}\u0000`;
    }
    return key;
  }

  private async insert(target: EntityTarget<ObjectLiteral>, values: Row | Row[]): Promise<void> {
    for (const row of Array.isArray(values) ? values : [values]) {
      const rows = this.rowsOf(target);
      const key = this.keyOf(target, row);
      if (rows.has(key))
        throw new Error(`Duplicate key ${key} in ${this.dataSource.getMetadata(target).tableName}`);
      rows.set(key, copied(row));
      this.touch(target, key, row);
    }
  }

  /**
   * By key, the one row; otherwise every row the criteria match (`matches`), which costs a pass
   * over the table's rows in memory. Several criteria (an array) each do so.
   */
  private async update(
    target: EntityTarget<ObjectLiteral>,
    criteria: Row | Row[],
    values: Row,
  ): Promise<void> {
    const rows = this.rowsOf(target);
    if (!Array.isArray(criteria)) this.updateWhere(target, rows, checked(criteria, 'update'), values);
    else for (const each of criteria) this.updateWhere(target, rows, checked(each, 'update'), values);
  }

  private updateWhere(
    target: EntityTarget<ObjectLiteral>,
    rows: Map<string, Row>,
    criteria: Row,
    values: Row,
  ): void {
    if (this.byKey(target, criteria)) {
      // The buffer's own rows: changed in place (a rebuild makes millions of these), when the
      // criteria's other columns hold too.
      const key = this.keyOf(target, criteria);
      const row = rows.get(key);
      if (row && matches(row, criteria)) {
        assignDefined(row, values);
        this.touch(target, key, row);
      }
      return;
    }
    for (const [key, row] of rows)
      if (matches(row, criteria)) {
        assignDefined(row, values);
        this.touch(target, key, row);
      }
  }

  /** Inserts each row, or changes the row of its key to its values: only a conflict on the primary key. */
  private async upsert(
    target: EntityTarget<ObjectLiteral>,
    values: Row | Row[],
    conflict: string[],
  ): Promise<void> {
    const primary = this.primaryKeyOf(target);
    if (conflict.length !== primary.length || !conflict.every((name) => primary.includes(name)))
      throw new Error(
        `A projection rebuilt in memory can only upsert on the primary key of ${this.dataSource.getMetadata(target).tableName}`,
      );
    const rows = this.rowsOf(target);
    for (const row of Array.isArray(values) ? values : [values]) {
      const key = this.keyOf(target, row);
      const existing = rows.get(key);
      if (existing) assignDefined(existing, row);
      else rows.set(key, copied(row));
      this.touch(target, key, row);
    }
  }

  /** By key, the one row; otherwise every row the criteria match, as `update`. */
  private async delete(target: EntityTarget<ObjectLiteral>, criteria: Row | Row[]): Promise<void> {
    const rows = this.rowsOf(target);
    for (const each of Array.isArray(criteria) ? criteria : [criteria]) {
      checked(each, 'delete');
      if (this.byKey(target, each)) {
        const key = this.keyOf(target, each);
        const row = rows.get(key);
        if (row && matches(row, each)) {
          rows.delete(key);
          this.touch(target, key, row);
        }
        continue;
      }
      for (const [key, row] of rows)
        if (matches(row, each)) {
          rows.delete(key);
          this.touch(target, key, row);
        }
    }
  }

  /** The criteria name one row by its whole primary key, with plain values. */
  private byKey(target: EntityTarget<ObjectLiteral>, criteria: Row): boolean {
    for (const name of this.primaryKeyOf(target)) {
      const value = criteria[name];
      if (value === undefined || value instanceof FindOperator) return false;
    }
    return true;
  }
}

/**
 * Criteria as TypeORM takes them for `update` and `delete` (its `invalidWhereValuesBehavior` left
 * at "throw"): a null or undefined value is refused (an undefined one would otherwise select every
 * row), and so are criteria that name no column; so an event the live projection fails on fails
 * the rebuild too, rather than changing other rows.
 */
function checked(criteria: Row, method: string): Row {
  // TypeORM also takes ids alone (`delete(Row, id)`); rows in memory are named by their columns.
  if (typeof criteria !== 'object' || criteria === null || Array.isArray(criteria))
    throw new Error(`A projection rebuilt in memory names the rows to ${method} by their columns`);
  let named = false;
  for (const name in criteria) {
    const value = criteria[name];
    if (value === undefined)
      throw new Error(`Undefined value encountered in property '${name}' of a where condition`);
    if (value === null) throw new Error(`Null value encountered in property '${name}' of a where condition`);
    named = true;
  }
  if (!named) throw new Error(`Empty criteria(s) are not allowed for the ${method} method.`);
  return criteria;
}

/**
 * As the criteria of TypeORM's `update` and `delete` select rows (once `checked`): each column
 * equal to its value, or `In([...])`, `IsNull()` or `LessThan(value)`. Any other operator is
 * refused, so a projection that needs it cannot be rebuilt wrongly.
 */
function matches(row: Row, criteria: Row): boolean {
  for (const name in criteria) {
    const wanted = criteria[name];
    const value = row[name] ?? null;
    if (wanted instanceof FindOperator) {
      if (wanted.type === 'isNull') {
        if (value !== null) return false;
      } else if (wanted.type === 'in') {
        if (!(wanted.value as unknown[]).includes(value)) return false;
      } else if (wanted.type === 'lessThan') {
        if (value === null || !(comparable(value) < comparable(wanted.value))) return false;
      } else throw new Error(`A projection rebuilt in memory cannot select rows with ${wanted.type}`);
    } else if (value !== wanted) return false;
  }
  return true;
}

/** Dates by their time, anything else as it is. */
const comparable = (value: unknown): number | string =>
  value instanceof Date ? value.getTime() : (value as number | string);

/** The values given (not undefined) written into the row. */
function assignDefined(row: Row, values: Row): void {
  for (const name in values) {
    const value = values[name];
    if (value === undefined) continue;
    if (typeof value === 'function') throw expression(name);
    row[name] = value;
  }
}

/** A new row's values, as written: an SQL expression among them is refused (see `expression`). */
function copied(values: Row): Row {
  for (const name in values) if (typeof values[name] === 'function') throw expression(name);
  // A spread, not an empty object filled a property at a time: V8 then keeps most properties out
  // of the object, and the updates that follow ran a 120,000-event rebuild about 5 % slower.
  return { ...values };
}

/**
 * TypeORM writes a function's answer as SQL (`{ count: () => 'count + 1' }`); rows in memory cannot
 * run it, and writing its text would rebuild the column wrongly.
 */
const expression = (name: string) =>
  new Error(`A projection rebuilt in memory cannot write an SQL expression (${name})`);

/** A column as a flush writes it: its row property, its name, its literal default, its value's form. */
interface Column {
  property: string;
  name: string;
  fallback: unknown;
  /** `json`: JSON of any value; `array`: a PostgreSQL array; `plain`: the value's own text. */
  form: 'json' | 'array' | 'plain';
}

/** The rows in statements of 5,000, as JSON; the next statement's JSON made while the last is inserted. */
async function insertRows(
  manager: EntityManager,
  table: string,
  columns: Column[],
  rows: Row[],
): Promise<void> {
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  const insert = `INSERT INTO "${table}" (${list})
    SELECT ${list} FROM json_populate_recordset(NULL::"${table}", $1::json)`;
  let inserting: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < rows.length; i += FLUSH_ROWS) {
    // A column left out reads as null.
    const json = JSON.stringify(
      rows.slice(i, i + FLUSH_ROWS).map((row) => {
        const out: Row = {};
        for (const column of columns) {
          const value = row[column.property] ?? column.fallback;
          if (value !== null) out[column.name] = value;
        }
        return out;
      }),
    );
    await inserting;
    inserting = manager.query(insert, [json]);
  }
  await inserting;
}

/** How much COPY text is sent at a time. */
const COPY_CHUNK = 1 << 16;

/** The rows in one `COPY … FROM STDIN`, through the transaction's own connection. */
async function copyRows(
  manager: EntityManager,
  table: string,
  columns: Column[],
  rows: Row[],
): Promise<void> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('A rebuild writes its rows in a transaction');
  const client = (await runner.connect()) as pg.ClientBase;
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  function* text(): Generator<string> {
    let chunk = '';
    for (const row of rows) {
      for (let i = 0; i < columns.length; i += 1) {
        const column = columns[i]!;
        chunk += (i === 0 ? '' : '\t') + copyValue(row[column.property] ?? column.fallback, column.form);
      }
      chunk += '\n';
      if (chunk.length >= COPY_CHUNK) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk.length > 0) yield chunk;
  }
  await pipeline(Readable.from(text()), client.query(copyFrom(`COPY "${table}" (${list}) FROM STDIN`)));
}

/** A value in the text format of COPY: `\N` for null; backslash, newline, return and tab escaped. */
function copyValue(value: unknown, form: Column['form']): string {
  if (value === null || value === undefined) return '\\N';
  // Most values are texts with nothing to escape: a test costs less than a replace (a rebuild
  // writes millions of values).
  if (typeof value === 'string' && form !== 'json') return escaped(value);
  const literal =
    form === 'json'
      ? JSON.stringify(value)
      : form === 'array' && Array.isArray(value)
        ? value.length === 0
          ? '{}'
          : arrayLiteral(value)
        : plainText(value);
  return escaped(literal);
}

const ESCAPED = /[\\\n\r\t]/;
const escaped = (literal: string): string =>
  ESCAPED.test(literal) ? literal.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]!) : literal;

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value as PostgreSQL reads it from text: dates in ISO 8601, booleans as t and f. */
function plainText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A PostgreSQL array literal: every element quoted (numbers too, which PostgreSQL reads as well). */
function arrayLiteral(items: readonly unknown[]): string {
  const elements = items.map((item) =>
    item === null || item === undefined
      ? 'NULL'
      : Array.isArray(item)
        ? arrayLiteral(item)
        : `"${plainText(item).replace(/[\\"]/g, '\\$&')}"`,
  );
  return `{${elements.join(',')}}`;
}
