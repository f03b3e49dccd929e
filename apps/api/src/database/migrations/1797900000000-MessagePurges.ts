import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The message purges and their details (decision 0070), and the sequences of their ids. */
export class MessagePurges1797900000000 implements MigrationInterface {
  name = 'MessagePurges1797900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "message_purge_id_seq"`);
    await queryRunner.query(`CREATE SEQUENCE "message_purge_detail_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "message_purges" ("id" integer NOT NULL, "date_purged" TIMESTAMP WITH TIME ZONE NOT NULL, "cutoff" TIMESTAMP WITH TIME ZONE NOT NULL, "retention_days" integer NOT NULL, "num_messages" integer NOT NULL, "num_warnings" integer NOT NULL, "num_errors" integer NOT NULL, CONSTRAINT "PK_34a87d1fbe49a5f140b1a4bbea8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "message_purge_details" ("id" integer NOT NULL, "purge_id" integer NOT NULL, "message_id" integer NOT NULL, "resident_id" integer NOT NULL, "user_id" text NOT NULL, "kiosk_id" integer, "message_type_id" integer NOT NULL, "kind" text NOT NULL, "last_opened" TIMESTAMP WITH TIME ZONE, "subject" text NOT NULL, "blob_name" text NOT NULL, "outcome" text NOT NULL, "media_kept" integer NOT NULL, "is_warning" boolean NOT NULL, "is_error" boolean NOT NULL, CONSTRAINT "PK_9150f9fd8869e25ec6e882b4509" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_message_purge_details_resident" ON "message_purge_details" ("resident_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_message_purge_details_purge" ON "message_purge_details" ("purge_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_message_purge_details_purge"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_message_purge_details_resident"`);
    await queryRunner.query(`DROP TABLE "message_purge_details"`);
    await queryRunner.query(`DROP TABLE "message_purges"`);
    await queryRunner.query(`DROP SEQUENCE "message_purge_detail_id_seq"`);
    await queryRunner.query(`DROP SEQUENCE "message_purge_id_seq"`);
  }
}
