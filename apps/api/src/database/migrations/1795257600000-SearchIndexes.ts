import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram indexes for the list searches (`ILIKE '%term%'`): resident names, kiosk serial numbers
 * and names. Written by hand (TypeORM cannot describe GIN operator classes); the entities mark
 * them `synchronize: false` so generated migrations leave them alone.
 */
export class SearchIndexes1795257600000 implements MigrationInterface {
  name = 'SearchIndexes1795257600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(
      'CREATE INDEX "residents_name_trgm_idx" ON "residents" USING gin ("name" gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX "kiosks_serial_number_trgm_idx" ON "kiosks" USING gin ("serial_number" gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX "kiosks_name_trgm_idx" ON "kiosks" USING gin ("name" gin_trgm_ops)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "kiosks_name_trgm_idx"');
    await queryRunner.query('DROP INDEX "kiosks_serial_number_trgm_idx"');
    await queryRunner.query('DROP INDEX "residents_name_trgm_idx"');
  }
}
