import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The media a playlist entry of the audit log adds or removes, by id (decision 0082). */
export class AuditMedia1798500000000 implements MigrationInterface {
  name = 'AuditMedia1798500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entries" ADD "media_ids" integer array`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_entries" DROP COLUMN "media_ids"`);
  }
}
