import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795254135822 implements MigrationInterface {
  name = 'Initial1795254135822';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event_store" ("global_position" BIGSERIAL NOT NULL, "event_id" uuid NOT NULL, "stream_id" text NOT NULL, "stream_version" integer NOT NULL, "type" text NOT NULL, "schema_version" integer NOT NULL DEFAULT '1', "data" jsonb NOT NULL, "metadata" jsonb NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "event_store_stream_version_key" UNIQUE ("stream_id", "stream_version"), CONSTRAINT "PK_ac24c62d7eda43393f06169f1df" PRIMARY KEY ("global_position"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "event_store_event_id_key" ON "event_store"  ("event_id") `);
    await queryRunner.query(`CREATE INDEX "event_store_type_idx" ON "event_store"  ("type") `);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" text NOT NULL, "email" text NOT NULL, "name" text NOT NULL, "nickname" text NOT NULL, "picture" text, "language_id" integer, "default_resident_id" integer, "role" text NOT NULL, "functional_role" text NOT NULL, "domain_ids" integer array NOT NULL DEFAULT '{}', "facility_ids" integer array NOT NULL DEFAULT '{}', "kiosk_ids" integer array NOT NULL DEFAULT '{}', "resident_ids" integer array NOT NULL DEFAULT '{}', "password_hash" text, "failed_attempts" integer NOT NULL DEFAULT '0', "locked" boolean NOT NULL DEFAULT false, "last_sign_in" TIMESTAMP WITH TIME ZONE, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "update_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users"  ("email") `);
    await queryRunner.query(`CREATE INDEX "users_functional_role_idx" ON "users"  ("functional_role") `);
    await queryRunner.query(
      `CREATE TABLE "organizations" ("id" integer NOT NULL, "name" text NOT NULL, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_6b031fcd0863e3f6b44230163f9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "domains" ("id" integer NOT NULL, "organization_id" integer NOT NULL, "name" text NOT NULL, "description" text NOT NULL DEFAULT '', "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_05a6b087662191c2ea7f7ddfc4d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "domains_organization_idx" ON "domains"  ("organization_id") `);
    await queryRunner.query(
      `CREATE TABLE "facilities" ("id" integer NOT NULL, "name" text NOT NULL, "street" text NOT NULL DEFAULT '', "city" text NOT NULL DEFAULT '', "prov_state_id" integer, "country_id" integer, "domain_id" integer, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_2e6c685b2e1195e6d6394a22bc7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "facilities_domain_idx" ON "facilities"  ("domain_id") `);
    await queryRunner.query(
      `CREATE TABLE "kiosks" ("id" integer NOT NULL, "name" text NOT NULL, "serial_number" text NOT NULL, "type_id" integer NOT NULL, "facility_id" integer, "subscription_level" integer, "abby_version" text, "language_id" integer, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_711b8b6ad03c0807caed2d9a51e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "kiosks_serial_number_key" ON "kiosks"  ("serial_number") `);
    await queryRunner.query(`CREATE INDEX "kiosks_facility_idx" ON "kiosks"  ("facility_id") `);
    await queryRunner.query(
      `CREATE TABLE "residents" ("id" integer NOT NULL, "name" text NOT NULL, "kiosk_id" integer, "picture_base64" text, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_4c8d0413ee0e9a4ebbf500f7365" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "residents_kiosk_idx" ON "residents"  ("kiosk_id") `);
    await queryRunner.query(
      `CREATE TABLE "projection_checkpoints" ("name" text NOT NULL, "position" bigint NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_0f69cb98ee85030b5da44336510" PRIMARY KEY ("name"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "projection_checkpoints"`);
    await queryRunner.query(`DROP INDEX "public"."residents_kiosk_idx"`);
    await queryRunner.query(`DROP TABLE "residents"`);
    await queryRunner.query(`DROP INDEX "public"."kiosks_facility_idx"`);
    await queryRunner.query(`DROP INDEX "public"."kiosks_serial_number_key"`);
    await queryRunner.query(`DROP TABLE "kiosks"`);
    await queryRunner.query(`DROP INDEX "public"."facilities_domain_idx"`);
    await queryRunner.query(`DROP TABLE "facilities"`);
    await queryRunner.query(`DROP INDEX "public"."domains_organization_idx"`);
    await queryRunner.query(`DROP TABLE "domains"`);
    await queryRunner.query(`DROP TABLE "organizations"`);
    await queryRunner.query(`DROP INDEX "public"."users_functional_role_idx"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "public"."event_store_type_idx"`);
    await queryRunner.query(`DROP INDEX "public"."event_store_event_id_key"`);
    await queryRunner.query(`DROP TABLE "event_store"`);
  }
}
