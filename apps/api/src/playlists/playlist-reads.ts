import type { DataSource } from 'typeorm';

/**
 * The ids of a playlist read model's rows whose `column` names `ownerId`, in order (decision
 * 0109): a resident's albums or profiles for their erasure, a profile's details for what leaves
 * with it. `table` and `column` are the feature's own names, never a caller's.
 */
export async function rowIdsOf(
  dataSource: DataSource,
  table: string,
  column: string,
  ownerId: number,
): Promise<number[]> {
  const rows = (await dataSource.query(`SELECT id FROM ${table} WHERE ${column} = $1 ORDER BY id`, [
    ownerId,
  ])) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}
