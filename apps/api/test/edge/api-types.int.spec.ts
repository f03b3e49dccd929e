/**
 * The console and the tests call the API through types generated from its OpenAPI document
 * (decision 0111): `libs/core/src/openapi/api-paths.ts`. This suite builds the document as the
 * running API serves it, turns it into types with openapi-typescript and fails when the committed
 * file differs, so a route or answer schema cannot change without the types following it. With
 * UPDATE_API_TYPES=1 (`npm run api:types`) it writes the file instead.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';

const TYPES_FILE = new URL('../../../../libs/core/src/openapi/api-paths.ts', import.meta.url);

const HEADER = `/**
 * Generated from the API's OpenAPI document by openapi-typescript (decision 0111): do not edit.
 * Regenerate with \`npm run api:types\` after changing a route or its schemas;
 * apps/api/test/edge/api-types.int.spec.ts fails while this file is behind the document.
 */
`;

/** What this file reads of the document's schemas and operations. */
interface Schema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  anyOf?: Schema[];
}
interface Document {
  paths: Record<string, Record<string, { parameters?: Array<{ schema?: Schema }> }>>;
}

/**
 * A parameter travels as text, so the document types it as a string; where its schema takes
 * digits only, or `true` and `false` only, the client may also give the number or the boolean,
 * which it writes as that text. Bodies and answers keep the document's types.
 */
function asClientGivesIt(schema: Schema): Schema {
  if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map(asClientGivesIt) };
  if (schema.type !== 'string') return schema;
  const texts = (schema.enum ?? []).filter((value): value is string => typeof value === 'string');
  const numbers = texts.filter((text) => /^\d+$/.test(text)).map(Number);
  if (numbers.length > 0) return { anyOf: [{ type: 'integer', enum: numbers }, schema] };
  if (texts.includes('true') && texts.includes('false')) return { anyOf: [{ type: 'boolean' }, schema] };
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  if (pattern?.test('1') && !pattern.test('a')) return { anyOf: [{ type: 'integer' }, schema] };
  return schema;
}

/** The document with its parameters typed as a client gives them. */
function forClients(document: Document): Document {
  const paths = Object.entries(document.paths).map(([path, item]) => {
    const operations = Object.entries(item).map(([method, operation]) => {
      const parameters = operation.parameters?.map((parameter) =>
        parameter.schema ? { ...parameter, schema: asClientGivesIt(parameter.schema) } : parameter,
      );
      return [method, { ...operation, parameters }];
    });
    return [path, Object.fromEntries(operations)];
  });
  return { ...document, paths: Object.fromEntries(paths) };
}

/** The document's paths, components and operations as TypeScript, formatted as the repository is. */
async function typesOf(document: Document): Promise<string> {
  const nodes = await openapiTS(JSON.stringify(forClients(document)), {
    alphabetize: true,
    arrayLength: true,
  });
  const text = HEADER + astToString(nodes);
  const options = await prettier.resolveConfig(TYPES_FILE.pathname);
  return prettier.format(text, { ...options, parser: 'typescript' });
}

// The document does not depend on the database: one engine is enough.
const [engine] = databaseEngines();

describe('the API types generated from the OpenAPI document', () => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startApi(engine!);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('are the committed ones', async () => {
    const response = await fetch(`${api.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Document;
    const generated = await typesOf(document);
    if (process.env.UPDATE_API_TYPES === '1') {
      await writeFile(TYPES_FILE, generated);
      return;
    }
    const committed = await readFile(TYPES_FILE, 'utf8').catch(() => '');
    // A message that says what to do, not a diff of thousands of lines.
    expect({ upToDate: committed === generated, fix: 'npm run api:types' }).toEqual({
      upToDate: true,
      fix: 'npm run api:types',
    });
  }, 120_000);
});
