import {
  FindOperator,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';

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

  /**
   * Writes every buffered row (the tables are expected empty): a statement per 5,000 rows, each
   * row passed as JSON and turned into the table's row type by PostgreSQL
   * (`json_populate_recordset`), with the entity's literal defaults for what a row leaves out. A
   * table's indexes other than its keys are dropped first and made again once its rows are in (one
   * sort instead of an insert per row: a trigram index takes three times longer row by row), in the
   * caller's transaction; the next statement's JSON is made while PostgreSQL inserts the last.
   */
  async flush(manager: EntityManager): Promise<number> {
    let written = 0;
    for (const [target, rows] of this.tables) {
      const metadata = this.dataSource.getMetadata(target);
      const columns = metadata.columns.map((column) => ({
        property: column.propertyName,
        name: column.databaseName,
        fallback:
          typeof column.default === 'function' || column.default === undefined ? null : column.default,
      }));
      const list = columns.map((c) => `"${c.name}"`).join(', ');
      const insert = `INSERT INTO "${metadata.tableName}" (${list})
        SELECT ${list} FROM json_populate_recordset(NULL::"${metadata.tableName}", $1::json)`;
      const indexes = (await manager.query(
        `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
           FROM pg_index i
          WHERE i.indrelid = $1::regclass
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
        [`"${metadata.tableName}"`],
      )) as Array<{ name: string; definition: string }>;
      for (const index of indexes) await manager.query(`DROP INDEX ${index.name}`);
      const all = [...rows.values()];
      let inserting: Promise<unknown> = Promise.resolve();
      for (let i = 0; i < all.length; i += FLUSH_ROWS) {
        // A column left out reads as null.
        const json = JSON.stringify(
          all.slice(i, i + FLUSH_ROWS).map((row) => {
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
      for (const index of indexes) await manager.query(index.definition);
      written += all.length;
    }
    this.tables.clear();
    return written;
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
      rows.set(key, withoutUndefined(row));
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
    const changes = withoutUndefined(values);
    for (const each of Array.isArray(criteria) ? criteria : [criteria]) {
      if (this.byKey(target, each)) {
        // The buffer's own rows: changed in place (a rebuild makes millions of these), when the
        // criteria's other columns hold too.
        const row = rows.get(this.keyOf(target, each));
        if (row && matches(row, each)) Object.assign(row, changes);
        continue;
      }
      for (const row of rows.values()) if (matches(row, each)) Object.assign(row, changes);
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
      if (existing) Object.assign(existing, withoutUndefined(row));
      else rows.set(key, withoutUndefined(row));
    }
  }

  /** By key, the one row; otherwise every row the criteria match, as `update`. */
  private async delete(target: EntityTarget<ObjectLiteral>, criteria: Row | Row[]): Promise<void> {
    const rows = this.rowsOf(target);
    for (const each of Array.isArray(criteria) ? criteria : [criteria]) {
      if (this.byKey(target, each)) {
        const key = this.keyOf(target, each);
        const row = rows.get(key);
        if (row && matches(row, each)) rows.delete(key);
        continue;
      }
      for (const [key, row] of rows) if (matches(row, each)) rows.delete(key);
    }
  }

  /** The criteria name one row by its whole primary key, with plain values. */
  private byKey(target: EntityTarget<ObjectLiteral>, criteria: Row): boolean {
    return this.primaryKeyOf(target).every(
      (name) => criteria[name] !== undefined && !(criteria[name] instanceof FindOperator),
    );
  }
}

/**
 * As the criteria of TypeORM's `update` and `delete` select rows: each column equal to its value
 * (a null matches nothing, as `=` in SQL), or `In([...])`, `IsNull()` or `LessThan(value)`. Any
 * other operator is refused, so a projection that needs it cannot be rebuilt wrongly.
 */
function matches(row: Row, criteria: Row): boolean {
  for (const [name, wanted] of Object.entries(criteria)) {
    if (wanted === undefined) continue;
    const value = row[name] ?? null;
    if (wanted instanceof FindOperator) {
      if (wanted.type === 'isNull') {
        if (value !== null) return false;
      } else if (wanted.type === 'in') {
        if (!(wanted.value as unknown[]).includes(value)) return false;
      } else if (wanted.type === 'lessThan') {
        if (value === null || !(comparable(value) < comparable(wanted.value))) return false;
      } else throw new Error(`A projection rebuilt in memory cannot select rows with ${wanted.type}`);
    } else if (wanted === null || value !== wanted) return false;
  }
  return true;
}

/** Dates by their time, anything else as it is. */
const comparable = (value: unknown): number | string =>
  value instanceof Date ? value.getTime() : (value as number | string);

function withoutUndefined(values: Row): Row {
  const defined: Row = {};
  for (const name in values) if (values[name] !== undefined) defined[name] = values[name];
  return defined;
}
