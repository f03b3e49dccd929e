import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Abby profiles, the residents' and kiosks' playlists on an Abby, and their details (decision 0075). */
export class AbbyProfiles1798100000000 implements MigrationInterface {
  name = 'AbbyProfiles1798100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "abby_profile_id_seq"`);
    await queryRunner.query(`CREATE SEQUENCE "abby_profile_detail_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "abby_profiles" ("id" integer NOT NULL, "resident_id" integer, "kiosk_id" integer, "name" text NOT NULL, "description" text NOT NULL, "is_active" boolean NOT NULL, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "update_by" text, CONSTRAINT "PK_abby_profiles" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_abby_profiles_resident" ON "abby_profiles" ("resident_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_abby_profiles_kiosk" ON "abby_profiles" ("kiosk_id")`);
    await queryRunner.query(
      `CREATE TABLE "abby_profile_details" ("id" integer NOT NULL, "profile_id" integer NOT NULL, "media_file_id" integer NOT NULL, "add_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_abby_profile_details" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_abby_profile_details_profile" ON "abby_profile_details" ("profile_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_abby_profile_details_profile"`);
    await queryRunner.query(`DROP TABLE "abby_profile_details"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_abby_profiles_kiosk"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_abby_profiles_resident"`);
    await queryRunner.query(`DROP TABLE "abby_profiles"`);
    await queryRunner.query(`DROP SEQUENCE "abby_profile_detail_id_seq"`);
    await queryRunner.query(`DROP SEQUENCE "abby_profile_id_seq"`);
  }
}
