import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each kiosk's MQTT secret hash, outside the event log (decision 0028). */
export class KioskDeviceCredentials1796300000000 implements MigrationInterface {
  name = 'KioskDeviceCredentials1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "kiosk_device_credentials" ("kiosk_id" integer NOT NULL, "serial_number" text NOT NULL, "secret_hash" text NOT NULL, "generation" integer NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "kiosk_device_credentials_pkey" PRIMARY KEY ("kiosk_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_device_credentials_serial_number_idx" ON "kiosk_device_credentials" ("serial_number")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "kiosk_device_credentials"`);
  }
}
