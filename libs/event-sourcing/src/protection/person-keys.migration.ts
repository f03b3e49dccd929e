import type { MigrationInterface, QueryRunner } from 'typeorm';

/** People's keys, outside the log (decision 0024): see `PersonKeyRow`. */
export class PersonKeys1796100000200 implements MigrationInterface {
  name = 'PersonKeys1796100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "person_keys" ("subject" text NOT NULL, "wrapped_key" text, "data_key_id" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "erased_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "person_keys_pkey" PRIMARY KEY ("subject"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "person_keys"`);
  }
}
