import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Media items in their libraries: Genie items and Abby shared library files (decision 0039). */
export class MediaItems1796600000000 implements MigrationInterface {
  name = 'MediaItems1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "media_item_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "media_items" ("id" integer NOT NULL, "container" text NOT NULL, "kind" text NOT NULL, "blob_key" text NOT NULL, "content_type" text NOT NULL, "size" bigint NOT NULL, "duration" double precision, "title" text NOT NULL, "description" text NOT NULL, "kiosk_folder" text, "added_by" text, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "processing" text NOT NULL, "processing_error" text, "playable_key" text, "has_thumbnail" boolean NOT NULL, "path_type_id" integer, CONSTRAINT "PK_media_items" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_media_items_container_created" ON "media_items" ("container", "create_date")`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_media_items_blob_key" ON "media_items" ("blob_key")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_media_items_blob_key"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_media_items_container_created"`);
    await queryRunner.query(`DROP TABLE "media_items"`);
    await queryRunner.query(`DROP SEQUENCE "media_item_id_seq"`);
  }
}
