import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each person's first sign-in, for the resident metrics' activations (decision 0073). */
export class ResidentMetricsActivations1798000000000 implements MigrationInterface {
  name = 'ResidentMetricsActivations1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "resident_metrics_activations" ("user_id" text NOT NULL, "activated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_resident_metrics_activations" PRIMARY KEY ("user_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "resident_metrics_activations"`);
  }
}
