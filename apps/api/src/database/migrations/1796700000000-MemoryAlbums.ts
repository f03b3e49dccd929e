import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Memory Albums, the residents' playlists, and their items (decision 0042). */
export class MemoryAlbums1796700000000 implements MigrationInterface {
  name = 'MemoryAlbums1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "memory_album_id_seq"`);
    await queryRunner.query(`CREATE SEQUENCE "album_item_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "memory_albums" ("id" integer NOT NULL, "resident_id" integer NOT NULL, "name" text NOT NULL, "description" text NOT NULL, "is_slide_show" boolean NOT NULL, "cover_media_item_id" integer, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "update_by" text, CONSTRAINT "PK_memory_albums" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_memory_albums_resident" ON "memory_albums" ("resident_id")`);
    await queryRunner.query(
      `CREATE TABLE "memory_album_items" ("id" integer NOT NULL, "album_id" integer NOT NULL, "media_item_id" integer NOT NULL, "add_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_memory_album_items" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_memory_album_items_album" ON "memory_album_items" ("album_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_memory_album_items_album"`);
    await queryRunner.query(`DROP TABLE "memory_album_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_memory_albums_resident"`);
    await queryRunner.query(`DROP TABLE "memory_albums"`);
    await queryRunner.query(`DROP SEQUENCE "album_item_id_seq"`);
    await queryRunner.query(`DROP SEQUENCE "memory_album_id_seq"`);
  }
}
