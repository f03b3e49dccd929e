import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password hashes leave the event log for the `credentials` table (decision 0024). In this
 * migration's one transaction: the table is made, each user's latest hash is copied from the log
 * (the last UserRegistered or UserPasswordChanged of the user's stream, when it carried one), the
 * hashes are removed from the stored events, and the users read model loses its copy. A failure
 * anywhere leaves the database as it was.
 *
 * This is the one rewrite of stored events besides the personal-data one: the events keep their
 * ids, streams, versions, positions and every other field; only the secret goes.
 */
export class CredentialsOutOfTheLog1796100000000 implements MigrationInterface {
  name = 'CredentialsOutOfTheLog1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "credentials" ("user_id" text NOT NULL, "password_hash" text NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "credentials_pkey" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(`
      INSERT INTO credentials (user_id, password_hash, updated_at)
      SELECT user_id, password_hash, recorded_at FROM (
        SELECT DISTINCT ON (stream_id) data->>'userId' AS user_id, data->>'passwordHash' AS password_hash, recorded_at
          FROM event_store
         WHERE type IN ('UserRegistered', 'UserPasswordChanged')
         ORDER BY stream_id, stream_version DESC
      ) latest
      WHERE password_hash IS NOT NULL`);
    await queryRunner.query(`
      UPDATE event_store SET data = data - 'passwordHash'
       WHERE type IN ('UserRegistered', 'UserPasswordChanged') AND data ? 'passwordHash'`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "password_hash"`);
  }

  /** The hashes go back to the read model; the events keep only the facts. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "password_hash" text`);
    await queryRunner.query(
      `UPDATE users SET password_hash = c.password_hash FROM credentials c WHERE c.user_id = users.id`,
    );
    await queryRunner.query(`DROP TABLE "credentials"`);
  }
}
