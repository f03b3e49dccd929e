import type { MigrationInterface, QueryRunner } from 'typeorm';

export class KioskResidentFields1795256402911 implements MigrationInterface {
  name = 'KioskResidentFields1795256402911';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "abby_version"`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "description" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "phidget_config_id" integer`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "phidget_version" integer`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "phidget_hub_serial_number" integer`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "machine_name" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "identifier" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "picture_uri" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "contact_user_id" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "contact_phone" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "contact_position" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "contact_availability" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "teamviewer_id" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "teamviewer_password" text`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "update_level" integer`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "is_auto_updates" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "update_install_date" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "activity_level" integer`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "activity_install_date" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "media_sync_date" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "kiosks" ADD "ambient_invitation_ids" integer array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "is_active" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "update_by_user_id" text`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "first_name" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "last_name" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "language_id" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "bluetooth_beacon_id" bigint`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "uwb_tag_id" text`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "game_difficulty_level" integer`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "gender" text`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "picture_uri" text`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "update_by_user_id" text`);
    await queryRunner.query(`ALTER TABLE "residents" ADD "update_date" TIMESTAMP WITH TIME ZONE`);
    // Reviewed: kiosks registered without a language read as English before the column is required.
    await queryRunner.query(`UPDATE "kiosks" SET "language_id" = 1 WHERE "language_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "kiosks" ALTER COLUMN "language_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "kiosks" ALTER COLUMN "language_id" SET DEFAULT '1'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "kiosks" ALTER COLUMN "language_id" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "kiosks" ALTER COLUMN "language_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "update_date"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "update_by_user_id"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "picture_uri"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "gender"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "game_difficulty_level"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "uwb_tag_id"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "bluetooth_beacon_id"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "language_id"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "last_name"`);
    await queryRunner.query(`ALTER TABLE "residents" DROP COLUMN "first_name"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "update_by_user_id"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "is_active"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "ambient_invitation_ids"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "media_sync_date"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "activity_install_date"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "activity_level"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "update_install_date"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "is_auto_updates"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "update_level"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "teamviewer_password"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "teamviewer_id"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "contact_availability"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "contact_position"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "contact_phone"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "contact_user_id"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "picture_uri"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "identifier"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "machine_name"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "phidget_hub_serial_number"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "phidget_version"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "phidget_config_id"`);
    await queryRunner.query(`ALTER TABLE "kiosks" DROP COLUMN "description"`);
    await queryRunner.query(`ALTER TABLE "kiosks" ADD "abby_version" text`);
  }
}
