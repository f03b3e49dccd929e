import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each sign-in of each person, for the resident metrics' activations (decision 0073). */
export class ResidentMetricsSignIns1798000000000 implements MigrationInterface {
  name = 'ResidentMetricsSignIns1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "resident_metrics_sign_ins" ("user_id" text NOT NULL, "signed_in_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_resident_metrics_sign_ins" PRIMARY KEY ("user_id", "signed_in_at"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "resident_metrics_sign_ins"`);
  }
}
