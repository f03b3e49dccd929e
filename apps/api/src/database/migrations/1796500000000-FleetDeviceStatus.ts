import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each kiosk's status as its device reported it: the device streams projected (decision 0037). */
export class FleetDeviceStatus1796500000000 implements MigrationInterface {
  name = 'FleetDeviceStatus1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "kiosk_device_status" ("serial_number" text NOT NULL, "presence" text, "presence_since" TIMESTAMP WITH TIME ZONE, "last_seen" TIMESTAMP WITH TIME ZONE NOT NULL, "media_sync_date" TIMESTAMP WITH TIME ZONE, "media_items_held" integer, "media_sync_failures" integer, "update_level" integer, "update_install_date" TIMESTAMP WITH TIME ZONE, "activity_level" integer, "activity_install_date" TIMESTAMP WITH TIME ZONE, "last_command" text, "last_command_id" text, "last_command_state" text, "last_command_error" text, "last_command_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_kiosk_device_status" PRIMARY KEY ("serial_number"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_kiosk_device_status_presence" ON "kiosk_device_status" ("presence")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_kiosk_device_status_presence"`);
    await queryRunner.query(`DROP TABLE "kiosk_device_status"`);
  }
}
