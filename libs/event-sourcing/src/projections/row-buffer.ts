import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

type Row = Record<string, unknown>;

const FLUSH_ROWS = 5000;

/**
 * The part of TypeORM's EntityManager that projections write with (insert, update and delete
 * by primary key; update also by other columns' values, as an erasure's does), kept in memory so a rebuild folds the whole log without a round trip per
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
        `A projection rebuilt in memory can only insert, update and delete by key, or update by values (it called ${what})`,
      );
    };
    const repository = (target: EntityTarget<ObjectLiteral>) => ({
      insert: (values: Row | Row[]) => this.insert(target, values),
      update: (criteria: Row, values: Row) => this.update(target, criteria, values),
      delete: (criteria: Row) => this.delete(target, criteria),
    });
    return {
      insert: (target: EntityTarget<ObjectLiteral>, values: Row | Row[]) => this.insert(target, values),
      update: (target: EntityTarget<ObjectLiteral>, criteria: Row, values: Row) =>
        this.update(target, criteria, values),
      delete: (target: EntityTarget<ObjectLiteral>, criteria: Row) => this.delete(target, criteria),
      getRepository: repository,
      query: unsupported('query'),
      save: unsupported('save'),
      upsert: unsupported('upsert'),
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
   * (`jsonb_populate_recordset`), with the entity's literal defaults for what a row leaves out.
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
      const all = [...rows.values()];
      for (let i = 0; i < all.length; i += FLUSH_ROWS) {
        const json = all.slice(i, i + FLUSH_ROWS).map((row) => {
          const out: Row = {};
          for (const column of columns) out[column.name] = row[column.property] ?? column.fallback;
          return out;
        });
        await manager.query(
          `INSERT INTO "${metadata.tableName}" (${list})
           SELECT ${list} FROM jsonb_populate_recordset(NULL::"${metadata.tableName}", $1::jsonb)`,
          [JSON.stringify(json)],
        );
      }
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
   * By key, the one row; otherwise every row whose columns equal the criteria's values (a null
   * matches nothing, as `=` in SQL), which costs a pass over the table's rows in memory.
   */
  private async update(target: EntityTarget<ObjectLiteral>, criteria: Row, values: Row): Promise<void> {
    const rows = this.rowsOf(target);
    const changes = withoutUndefined(values);
    if (this.primaryKeyOf(target).every((name) => criteria[name] !== undefined)) {
      // The buffer's own rows: changed in place (a rebuild makes millions of these).
      const row = rows.get(this.keyOf(target, criteria));
      if (row) Object.assign(row, changes);
      return;
    }
    const wanted = Object.entries(criteria);
    for (const row of rows.values())
      if (wanted.every(([name, value]) => value !== null && value !== undefined && row[name] === value))
        Object.assign(row, changes);
  }

  private async delete(target: EntityTarget<ObjectLiteral>, criteria: Row): Promise<void> {
    this.rowsOf(target).delete(this.keyOf(target, criteria));
  }
}

function withoutUndefined(values: Row): Row {
  const defined: Row = {};
  for (const name in values) if (values[name] !== undefined) defined[name] = values[name];
  return defined;
}
