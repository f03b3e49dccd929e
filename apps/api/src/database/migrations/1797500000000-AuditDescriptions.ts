import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A log's entries by description, newest first: a search finds the matching descriptions among
 * the few the log can hold, then the entries by equality (decision 0058). The trigram index it
 * replaces made a rare phrase walk the whole log.
 */
export class AuditDescriptions1797500000000 implements MigrationInterface {
  name = 'AuditDescriptions1797500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "audit_entries_description_idx" ON "audit_entries" ("log", "description", "at" DESC, "id" DESC) WHERE "log" IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX "public"."audit_entries_description_trgm_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "audit_entries_description_trgm_idx" ON "audit_entries" USING gin ("description" gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP INDEX "public"."audit_entries_description_idx"`);
  }
}
