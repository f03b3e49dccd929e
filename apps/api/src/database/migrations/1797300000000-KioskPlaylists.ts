import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Community Playlists, the kiosks' playlists, and their items (decision 0053). */
export class KioskPlaylists1797300000000 implements MigrationInterface {
  name = 'KioskPlaylists1797300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "kiosk_playlist_id_seq"`);
    await queryRunner.query(`CREATE SEQUENCE "kiosk_playlist_item_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "kiosk_playlists" ("id" integer NOT NULL, "kiosk_id" integer NOT NULL, "name" text NOT NULL, "description" text NOT NULL, "is_active" boolean NOT NULL, "cover_media_item_id" integer, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "update_by" text, CONSTRAINT "PK_kiosk_playlists" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_kiosk_playlists_kiosk" ON "kiosk_playlists" ("kiosk_id")`);
    await queryRunner.query(
      `CREATE TABLE "kiosk_playlist_items" ("id" integer NOT NULL, "playlist_id" integer NOT NULL, "media_item_id" integer NOT NULL, "add_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_kiosk_playlist_items" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_kiosk_playlist_items_playlist" ON "kiosk_playlist_items" ("playlist_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_kiosk_playlist_items_playlist"`);
    await queryRunner.query(`DROP TABLE "kiosk_playlist_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_kiosk_playlists_kiosk"`);
    await queryRunner.query(`DROP TABLE "kiosk_playlists"`);
    await queryRunner.query(`DROP SEQUENCE "kiosk_playlist_item_id_seq"`);
    await queryRunner.query(`DROP SEQUENCE "kiosk_playlist_id_seq"`);
  }
}
