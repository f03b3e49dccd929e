import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Offline alerts: facilities' alert settings, kiosks' alerts, and the devices' presence the sweep reads (decisions 0048–0049). */
export class OfflineAlerts1796900000000 implements MigrationInterface {
  name = 'OfflineAlerts1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "facility_alert_settings" ("facility_id" integer NOT NULL, "grace_period_seconds" integer NOT NULL, "day_start" text NOT NULL, "day_end" text NOT NULL, "quiet_days" integer array NOT NULL DEFAULT '{}', "quiet_hours" jsonb NOT NULL DEFAULT '[]', "time_zone" text, CONSTRAINT "PK_facility_alert_settings" PRIMARY KEY ("facility_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "kiosk_offline_alerts" ("kiosk_id" integer NOT NULL, "alert_number" integer NOT NULL, "serial_number" text NOT NULL, "facility_id" integer, "offline_since" TIMESTAMP WITH TIME ZONE NOT NULL, "raised_at" TIMESTAMP WITH TIME ZONE NOT NULL, "time_zone" text NOT NULL, "online_at" TIMESTAMP WITH TIME ZONE, "cleared_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_kiosk_offline_alerts" PRIMARY KEY ("kiosk_id", "alert_number"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_offline_alerts_open_idx" ON "kiosk_offline_alerts" ("cleared_at", "kiosk_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "kiosk_offline_watch" ("serial_number" text NOT NULL, "presence" text NOT NULL, "offline_since" TIMESTAMP WITH TIME ZONE, "online_since" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_kiosk_offline_watch" PRIMARY KEY ("serial_number"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_offline_watch_presence_idx" ON "kiosk_offline_watch" ("presence", "offline_since")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."kiosk_offline_watch_presence_idx"`);
    await queryRunner.query(`DROP TABLE "kiosk_offline_watch"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_offline_alerts_open_idx"`);
    await queryRunner.query(`DROP TABLE "kiosk_offline_alerts"`);
    await queryRunner.query(`DROP TABLE "facility_alert_settings"`);
  }
}
