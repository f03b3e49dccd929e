import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each Memory Album was last shown on its resident's Genie (decision 0076). */
export class AlbumViewings1798400000000 implements MigrationInterface {
  name = 'AlbumViewings1798400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "memory_albums" ADD "last_viewed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "memory_albums" DROP COLUMN "last_viewed_at"`);
  }
}
