import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What other slices read of the Genie releases. */
@Injectable()
export class GenieReleasesReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The highest released Genie update level, 0 before the first release. */
  async latestLevel(): Promise<number> {
    const rows = (await this.dataSource.query(
      'SELECT coalesce(max(level), 0) AS level FROM genie_releases',
    )) as Array<{
      level: number;
    }>;
    return Number(rows[0]?.level ?? 0);
  }
}
