import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Kiosk emails (Geniegrams), each resident's copy and their attachments (decision 0066). */
export class KioskEmails1797800000000 implements MigrationInterface {
  name = 'KioskEmails1797800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "kiosk_email_id_seq"`);
    await queryRunner.query(`CREATE SEQUENCE "kiosk_email_blob_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "kiosk_emails" ("id" integer NOT NULL, "message_id" text NOT NULL, "kiosk_id" integer NOT NULL, "sender_id" text NOT NULL, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_kiosk_emails" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_kiosk_emails_kiosk" ON "kiosk_emails" ("kiosk_id", "create_date")`,
    );
    await queryRunner.query(
      `CREATE TABLE "kiosk_email_copies" ("kiosk_email_id" integer NOT NULL, "resident_id" integer NOT NULL, "subject" text NOT NULL, "message" text NOT NULL, CONSTRAINT "PK_kiosk_email_copies" PRIMARY KEY ("kiosk_email_id", "resident_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_kiosk_email_copies_resident" ON "kiosk_email_copies" ("resident_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "kiosk_email_blobs" ("id" integer NOT NULL, "kiosk_email_id" integer NOT NULL, "media_item_id" integer NOT NULL, "add_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_kiosk_email_blobs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_kiosk_email_blobs_email" ON "kiosk_email_blobs" ("kiosk_email_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_kiosk_email_blobs_media_item" ON "kiosk_email_blobs" ("media_item_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_kiosk_email_blobs_media_item"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_kiosk_email_blobs_email"`);
    await queryRunner.query(`DROP TABLE "kiosk_email_blobs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_kiosk_email_copies_resident"`);
    await queryRunner.query(`DROP TABLE "kiosk_email_copies"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_kiosk_emails_kiosk"`);
    await queryRunner.query(`DROP TABLE "kiosk_emails"`);
    await queryRunner.query(`DROP SEQUENCE "kiosk_email_blob_id_seq"`);
    await queryRunner.query(`DROP SEQUENCE "kiosk_email_id_seq"`);
  }
}
