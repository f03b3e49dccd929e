import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Abby expressions' translations (decision 0064). */
export class ExpressionTranslations1797700000000 implements MigrationInterface {
  name = 'ExpressionTranslations1797700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "expression_translations" ("language_id" integer NOT NULL, "segment" text NOT NULL, "item_id" integer NOT NULL, "texts" jsonb NOT NULL, CONSTRAINT "PK_expression_translations" PRIMARY KEY ("language_id", "segment", "item_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "expression_translations"`);
  }
}
