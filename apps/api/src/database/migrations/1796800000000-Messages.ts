import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages between residents and their contacts, their attachments and their threads (decision 0043). */
export class Messages1796800000000 implements MigrationInterface {
  name = 'Messages1796800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "message_id_seq"`);
    await queryRunner.query(`CREATE SEQUENCE "message_thread_id_seq"`);
    await queryRunner.query(`CREATE SEQUENCE "message_blob_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "messages" ("id" integer NOT NULL, "thread_id" integer NOT NULL, "resident_id" integer NOT NULL, "user_id" text NOT NULL, "message_type_id" integer NOT NULL, "kind" text NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, "title" text NOT NULL, "description" text NOT NULL, "first_opened" TIMESTAMP WITH TIME ZONE, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "sent_by" text, CONSTRAINT "PK_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_resident" ON "messages" ("resident_id", "create_date")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_messages_thread" ON "messages" ("thread_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_messages_user" ON "messages" ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_subject_trgm" ON "messages" USING gin ("subject" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE TABLE "message_blobs" ("id" integer NOT NULL, "message_id" integer NOT NULL, "media_item_id" integer NOT NULL, "add_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_message_blobs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_message_blobs_message" ON "message_blobs" ("message_id")`);
    await queryRunner.query(
      `CREATE TABLE "message_threads" ("id" integer NOT NULL, "resident_id" integer NOT NULL, "user_id" text NOT NULL, CONSTRAINT "PK_message_threads" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_message_threads_pair" ON "message_threads" ("resident_id", "user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_message_threads_pair"`);
    await queryRunner.query(`DROP TABLE "message_threads"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_message_blobs_message"`);
    await queryRunner.query(`DROP TABLE "message_blobs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_messages_subject_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_messages_user"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_messages_thread"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_messages_resident"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP SEQUENCE "message_blob_id_seq"`);
    await queryRunner.query(`DROP SEQUENCE "message_thread_id_seq"`);
    await queryRunner.query(`DROP SEQUENCE "message_id_seq"`);
  }
}
