import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ambient invitations, managed from the console (decision 0063). */
export class AmbientInvitations1797650000000 implements MigrationInterface {
  name = 'AmbientInvitations1797650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ambient_invitations" ("id" integer NOT NULL, "message" text NOT NULL, "is_default" boolean NOT NULL, "is_execute_random" boolean NOT NULL, CONSTRAINT "PK_ambient_invitations" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ambient_invitations"`);
  }
}
