import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The users read model records whether an account's email was verified (an emailed link was
 * followed) and when its password last changed, for the user manager's extra fields. Both come
 * from events (UserEmailVerified, UserPasswordChanged); rows older than these columns start
 * unverified and without a date, as a rebuild of their events gives.
 */
export class PeopleEmailAndPasswordFacts1796200000000 implements MigrationInterface {
  name = 'PeopleEmailAndPasswordFacts1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "last_password_reset" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "last_password_reset"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified"`);
  }
}
