import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requests sent with an `Idempotency-Key` header: the first answer of each key, per caller, so a
 * retry after a timeout gets that answer instead of doing the work again (decision 0023).
 */
export class IdempotencyKeys1796000000000 implements MigrationInterface {
  name = 'IdempotencyKeys1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "idempotency_keys" (
      "owner" text NOT NULL,
      "key" text NOT NULL,
      "fingerprint" text NOT NULL,
      "answer" jsonb,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("owner", "key")
    )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_idempotency_keys_created_at" ON "idempotency_keys" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
