/**
 * Generates a migration from the difference between the entities and a database that has run
 * every existing migration (a fresh in-memory PGlite), like `typeorm migration:generate`.
 * Usage: npm run migration:generate -- <Name>. Review the file before committing it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './database/database.js';
import { ENTITIES } from './entities.js';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run migration:generate -- <PascalCaseName>');
  process.exit(1);
}

const db = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://', entities: ENTITIES });
const sql = await db.dataSource.driver.createSchemaBuilder().log();
await db.close();
if (sql.upQueries.length === 0) {
  console.log('The entities match the migrations: nothing to generate.');
  process.exit(0);
}
const timestamp = Date.now();
const className = `${name}${timestamp}`;
const quote = (q: string): string => '`' + q.replace(/`/g, '\\`') + '`';
const body = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${sql.downQueries
  .reverse()
  .map((q) => `    await queryRunner.query(${quote(q.query)});`)
  .join('\n')}
  }
}
`;
const file = join(import.meta.dirname, '..', 'src', 'database', 'migrations', `${timestamp}-${name}.ts`);
writeFileSync(file, body);
console.log(`Wrote ${file}; add ${className} to migrations/index.ts and review it.`);
