import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A lock's term, and what ends a user's sessions (generation of access tokens, time of refresh tokens). */
export class SessionsAndLocks1795900000000 implements MigrationInterface {
  name = 'SessionsAndLocks1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "locked_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "session_generation" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "users" ADD "sessions_ended_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "sessions_ended_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "session_generation"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "locked_until"`);
  }
}
