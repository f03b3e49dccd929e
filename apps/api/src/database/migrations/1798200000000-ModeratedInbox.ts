import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A facility's moderated inbox: its settings, and where each held message stands (decision 0077). */
export class ModeratedInbox1798200000000 implements MigrationInterface {
  name = 'ModeratedInbox1798200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" ADD "moderation" text`);
    await queryRunner.query(`ALTER TABLE "messages" ADD "decline_reason" text`);
    await queryRunner.query(
      `CREATE TABLE "facility_inbox_settings" ("facility_id" integer NOT NULL, "moderated" boolean NOT NULL, CONSTRAINT "PK_facility_inbox_settings" PRIMARY KEY ("facility_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "facility_inbox_settings"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "decline_reason"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "moderation"`);
  }
}
