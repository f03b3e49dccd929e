import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Abby activities and their releases, update zips, override kiosks; the activity id sequence. */
export class AbbyUpdates1796400000000 implements MigrationInterface {
  name = 'AbbyUpdates1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "abby_activity_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "abby_activities" ("id" integer NOT NULL, "description" text NOT NULL, "url" text NOT NULL, "response_type_id" integer NOT NULL, "update_level" integer, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "release_date" TIMESTAMP WITH TIME ZONE, "update_date" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_abby_activities" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "abby_activity_releases" ("level" integer NOT NULL, "activity_id" integer NOT NULL, "comment" text NOT NULL, "file_name" text NOT NULL, "size" bigint NOT NULL, "stored_as" text NOT NULL, "released_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_abby_activity_releases" PRIMARY KEY ("level"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "abby_update_zips" ("version" integer NOT NULL, "level" integer NOT NULL, "file_name" text NOT NULL, "size" bigint NOT NULL, "stored_as" text NOT NULL, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_abby_update_zips" PRIMARY KEY ("version", "level"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "abby_override_kiosks" ("kiosk_id" integer NOT NULL, "activated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_abby_override_kiosks" PRIMARY KEY ("kiosk_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "abby_override_kiosks"`);
    await queryRunner.query(`DROP TABLE "abby_update_zips"`);
    await queryRunner.query(`DROP TABLE "abby_activity_releases"`);
    await queryRunner.query(`DROP TABLE "abby_activities"`);
    await queryRunner.query(`DROP SEQUENCE "abby_activity_id_seq"`);
  }
}
