import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the user manager's list (spec 02 §7 `users/manager`), which pages, filters and
 * searches in SQL: trigram indexes for the name and email search (`ILIKE '%term%'`), GIN indexes
 * for the kiosk, resident and domain filters (`&&` and `= ANY`), and the name order of the pages.
 * Written by hand (TypeORM cannot describe GIN operator classes); the entity marks them
 * `synchronize: false` so generated migrations leave them alone.
 */
export class UserManagerIndexes1796200000100 implements MigrationInterface {
  name = 'UserManagerIndexes1796200000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops)');
    await queryRunner.query(
      'CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops)',
    );
    await queryRunner.query('CREATE INDEX "users_kiosk_ids_idx" ON "users" USING gin ("kiosk_ids")');
    await queryRunner.query('CREATE INDEX "users_resident_ids_idx" ON "users" USING gin ("resident_ids")');
    await queryRunner.query('CREATE INDEX "users_domain_ids_idx" ON "users" USING gin ("domain_ids")');
    await queryRunner.query('CREATE INDEX "users_name_id_idx" ON "users" ("name", "id")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'users_name_id_idx',
      'users_domain_ids_idx',
      'users_resident_ids_idx',
      'users_kiosk_ids_idx',
      'users_email_trgm_idx',
      'users_name_trgm_idx',
    ])
      await queryRunner.query(`DROP INDEX "${index}"`);
  }
}
