import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Phased rollouts and their kiosks (decision 0052). */
export class Rollouts1797000000000 implements MigrationInterface {
  name = 'Rollouts1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "rollout_id_seq"`);
    await queryRunner.query(
      `CREATE TABLE "rollouts" ("id" integer NOT NULL, "name" text NOT NULL, "kind" text NOT NULL, "kiosk_kind" text NOT NULL, "level" integer NOT NULL, "status" text NOT NULL, "pause_reason" text, "current_group" integer NOT NULL, "groups" jsonb NOT NULL, "create_date" TIMESTAMP WITH TIME ZONE NOT NULL, "update_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_rollouts" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_rollouts_status" ON "rollouts" ("status")`);
    await queryRunner.query(
      `CREATE TABLE "rollout_kiosks" ("rollout_id" integer NOT NULL, "serial_number" text NOT NULL, "group_index" integer NOT NULL, "state" text NOT NULL, "error" text, "told_at" TIMESTAMP WITH TIME ZONE, "update_date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_rollout_kiosks" PRIMARY KEY ("rollout_id", "serial_number"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_rollout_kiosks_serial" ON "rollout_kiosks" ("serial_number")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_rollout_kiosks_serial"`);
    await queryRunner.query(`DROP TABLE "rollout_kiosks"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_rollouts_status"`);
    await queryRunner.query(`DROP TABLE "rollouts"`);
    await queryRunner.query(`DROP SEQUENCE "rollout_id_seq"`);
  }
}
