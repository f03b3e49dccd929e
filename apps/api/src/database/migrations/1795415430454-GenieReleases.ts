import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GenieReleases1795415430454 implements MigrationInterface {
  name = 'GenieReleases1795415430454';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "genie_releases" ("level" integer NOT NULL, "file_name" text NOT NULL, "size" bigint NOT NULL, "stored_as" text NOT NULL, "released_by_user_id" text, "released_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_87865effa38f9873d7ec903c7a3" PRIMARY KEY ("level"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "genie_releases"`);
  }
}
