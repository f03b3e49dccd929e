/**
 * Schema-driven fuzzing (issue 8, point 11): for every operation of the OpenAPI document,
 * fast-check makes path parameters, queries and bodies from the operation's request schemas
 * (the zod schemas the document carries) and from hostile values: wrong types, huge numbers,
 * ids beyond 32 bits, NUL and lone surrogates, deep nesting, `__proto__`, long text, empty and
 * odd JSON. They are sent as the one-kiosk manager, then as the admin (a kiosk's route with a
 * Genie's own credential, decision 0078). No answer may be a
 * server error, every error has `errorSeverity` and `errorMessage`, every success answer is what
 * the document says it is (writes included), and a refused request appends no event. Fixed seeds and a fixed number of cases per operation keep it repeatable.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { eventHead } from '../support/api-calls.js';
import { zipOf } from '../admin/admin-test-client.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import {
  apiDocument,
  apiOperations,
  errorShapeFault,
  kioskAuthorization,
  sampleOf,
  send,
  startGatewayStandIn,
  reaches,
  successFault,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type SendOptions,
} from './support/api-operations.js';

const SEED = 20_251_123;
/** Cases per operation for each caller, in one run. */
const CASES = { low: 12, admin: 24 };
const ENGINES = featureEngines();
/**
 * With two engines each runs its own share of the cases (seeded by the engine): the schemas at the
 * edge answer alike on both, and together they send as many different cases as one engine alone.
 */
const casesOn = (caller: keyof typeof CASES): number => Math.ceil(CASES[caller] / ENGINES.length);

/** One generated request. */
interface Case {
  path: Record<string, { text: string; raw?: boolean }>;
  query: Array<[string, string]>;
  body: { json: unknown } | { raw: string } | { form: Record<string, string | Blob> } | null;
}

const deep = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 3,
});

/** Scalars a careless handler trips on. */
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 32,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    5e-324,
    Number('99999999999999999999'), // beyond 2^64: JSON carries it, a double rounds it
    '',
    ' ',
    '0',
    '-1',
    '1e3',
    '0x10',
    '4294967296',
    '99999999999999999999',
    'NaN',
    'Infinity',
    'null',
    '[]',
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udc00',
    '\u202e',
    '💥',
    '../../etc/passwd',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'x'.repeat(10_000),
    'é'.repeat(3_000),
  ),
  fc.string({ maxLength: 30 }),
  loneSurrogates,
  fc.integer(),
  fc.double(),
);

/** Any JSON value, hostile at every level, including nesting around the body's depth limit. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  {
    weight: 3,
    arbitrary: fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        hostileScalar,
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(
          fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
          tie('value'),
          {
            maxKeys: 3,
          },
        ),
      ),
    })).value,
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({}, [], [[]], [{}], deep(31), deep(33), deep(400)) },
);

/** Bodies that are not what a JSON parser likes, or are too large. */
const hostileRawBody = fc.constantFrom(
  '{"a":',
  '',
  'null',
  '"text"',
  '1',
  '{"__proto__":{"isAdmin":true,"role":"Admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `{"name":"${'x'.repeat(200_000)}"}`,
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"name":"\\u0000"}',
  '{"name":"\\ud800"}',
  '{"a":1,"a":2}',
);

/** Path segments: encoded unless `raw`. */
const hostileSegment: fc.Arbitrary<{ text: string; raw?: boolean }> = fc.oneof(
  hostileScalar.map((value) => ({ text: String(value).slice(0, 2_000) })),
  fc.constantFrom(
    { text: '%', raw: true },
    { text: '%zz', raw: true },
    { text: '%E0%A4%A', raw: true },
    { text: '..', raw: true },
    { text: '%2e%2e', raw: true },
    { text: '%2F', raw: true },
    { text: '%00', raw: true },
    { text: '%ED%A0%80', raw: true },
    { text: '1;DROP', raw: true },
  ),
);

/** Query parameters the list routes read, given to every operation, and a few no route reads. */
const LIST_PARAMS = [
  'page',
  'pageSize',
  'search',
  'sort',
  'lists',
  'kioskId',
  'typeId',
  'facilityId',
  'organizationId',
  'kioskTypeId',
  'baseOnly',
  '__proto__',
];

/** Values a schema accepts, within bounds (and its edges). */
function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const arbitrary = ((): fc.Arbitrary<unknown> => {
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives && alternatives.length > 0)
      return fc.oneof(...alternatives.map((s) => fromSchema(s, depth)));
    switch (schema.type) {
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        if (properties.length === 0 || depth > 3) return fc.constant({});
        return fc.record(Object.fromEntries(properties.map(([k, s]) => [k, fromSchema(s, depth + 1)])), {
          requiredKeys: schema.required ?? [],
        });
      }
      case 'array':
        return fc.array(fromSchema(schema.items ?? {}, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case 'string': {
        if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
        const max = schema.maxLength ?? 60;
        return fc.oneof(
          { weight: 4, arbitrary: fc.string({ maxLength: Math.min(max, 40) }) },
          { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)) },
        );
      }
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? -(2 ** 31);
        const max = schema.maximum ?? 2 ** 31 - 1;
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min, max }) },
          { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) },
        );
      }
      case 'boolean':
        return fc.boolean();
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(arbitrary, { nil: null }) : arbitrary;
}

/** A value the schema accepts with one property replaced by (or added as) a hostile one. */
function mutated(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = [...Object.keys(schema.properties ?? {}), '__proto__', 'constructor', 'id'];
  return fc
    .tuple(fromSchema(schema), fc.constantFrom(...names), hostileValue)
    .map(([value, name, hostile]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      Object.defineProperty(copy, name, {
        value: hostile,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    });
}

/** Real values by name: path parameters, query parameters and body properties alike. */
type Fixtures = Record<string, Array<string | number | Blob>>;

/** A value of a property named `name` from the fixtures (a list for `…Ids`), if there is one. */
function fixtureArbitrary(fixtures: Fixtures, name: string): fc.Arbitrary<unknown> | null {
  const plural = name.endsWith('Ids');
  const values = fixtures[plural ? name.slice(0, -1) : name] ?? [];
  if (values.length === 0) return null;
  return fc.constantFrom(...values).map((value) => (plural ? [value] : value));
}

/**
 * A body the API should take (every property plausible, ids real), with one property drawn
 * again: from the fixtures, from its schema, or hostile. It reaches past the edge into the
 * handlers' and deciders' own checks.
 */
function plausible(schema: JsonSchema, fixtures: Fixtures): fc.Arbitrary<unknown> {
  const first = (name: string): unknown => {
    const plural = name.endsWith('Ids');
    const value = fixtures[plural ? name.slice(0, -1) : name]?.[0];
    return value === undefined ? undefined : plural ? [value] : value;
  };
  const base = sampleOf(schema, first) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return fc.constant(base);
  return fc.constantFrom(...properties).chain(([name, property]) => {
    const real = fixtureArbitrary(fixtures, name);
    const redrawn = fc.oneof(
      ...(real ? [real] : []),
      fromSchema(property),
      hostileValue,
      fc.constant(undefined),
    );
    return redrawn.map((value) => ({ ...base, [name]: value }));
  });
}

function caseArbitrary(operation: Operation, fixtures: Fixtures): fc.Arbitrary<Case> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(
      pathParams.map((p) => {
        const known = (fixtures[p.name] ?? []).filter((v) => !(v instanceof Blob));
        const valid = fromSchema(p.schema).map((v) => ({ text: String(v) }));
        return [
          p.name,
          fc.oneof(
            {
              weight: 3,
              arbitrary:
                known.length === 0 ? valid : fc.constantFrom(...known).map((v) => ({ text: String(v) })),
            },
            { weight: 2, arbitrary: valid },
            { weight: 3, arbitrary: hostileSegment },
          ),
        ];
      }),
    ),
  ) as fc.Arbitrary<Case['path']>;
  const queryValue = fc.oneof(
    hostileScalar.map((v) => String(v).slice(0, 3_000)),
    fc.constantFrom('1', '0', '-name', 'name', 'true'),
  );
  const documented = queryParams.map((p) =>
    fc.option(
      fc
        .oneof(
          ...[fixtureArbitrary(fixtures, p.name)]
            .filter((a) => a !== null)
            .map((a) => a.map((v) => String(v))),
          fromSchema(p.schema).map((v) => String(v)),
          queryValue,
        )
        .map((v): Array<[string, string]> => [[p.name, v]]),
      { nil: [] as Array<[string, string]> },
    ),
  );
  const listed = fc.array(fc.tuple(fc.constantFrom(...LIST_PARAMS), queryValue), { maxLength: 3 });
  const query = fc
    .tuple(fc.tuple(...documented), listed)
    .map(([given, extra]) => [...given.flat(), ...extra]);
  let body: fc.Arbitrary<Case['body']>;
  if (operation.body?.contentType === 'multipart/form-data') {
    const fields = Object.entries(operation.body.schema.properties ?? {});
    body = fc
      .record(
        Object.fromEntries(
          fields.map(([name, s]) => [
            name,
            s.format === 'binary'
              ? fc.oneof(
                  ...(fixtureArbitrary(fixtures, 'file')
                    ? [fixtureArbitrary(fixtures, 'file') as fc.Arbitrary<Blob>]
                    : []),
                  fc.uint8Array({ maxLength: 64 }).map((bytes): string | Blob => new Blob([bytes])),
                )
              : fc
                  .oneof(
                    ...[fixtureArbitrary(fixtures, name)].filter((a) => a !== null),
                    fromSchema(s),
                    hostileScalar,
                  )
                  .map((v): string | Blob => String(v).slice(0, 3_000)),
          ]),
        ),
        { requiredKeys: [] },
      )
      .map((form) => ({ form: form as Record<string, string | Blob> }));
  } else if (operation.body) {
    const schema = operation.body.schema;
    body = fc.oneof(
      { weight: 5, arbitrary: plausible(schema, fixtures).map((json) => ({ json })) },
      { weight: 2, arbitrary: fromSchema(schema).map((json) => ({ json })) },
      { weight: 3, arbitrary: mutated(schema).map((json) => ({ json })) },
      { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
      { weight: 1, arbitrary: hostileRawBody.map((raw) => ({ raw })) },
    );
  } else if (operation.method === 'POST' || operation.method === 'PUT') {
    body = fc.oneof(
      fc.constant(null),
      hostileValue.map((json) => ({ json })),
      hostileRawBody.map((raw) => ({ raw })),
    );
  } else {
    body = fc.constant(null);
  }
  return fc.record({ path, query, body });
}

/** The longest piece of an address sent: the API answers 414 beyond 8,192; Node itself 431 beyond 16 KB. */
const PIECE_MAX = 2_500;

/**
 * Percent-encodes text, at most PIECE_MAX characters of it; a lone surrogate goes as the bytes a
 * lax encoder would send (%ED%A0%80).
 */
function encoded(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const piece =
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
    if (out.length + piece.length > PIECE_MAX) break;
    out += piece;
  }
  return out;
}

function targetOf(operation: Operation, generated: Case): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const segment = generated.path[name] ?? { text: '' };
    return segment.raw ? segment.text : encoded(segment.text);
  });
  // Three parameters at most, so the address stays below the server's header limit.
  const query = generated.query
    .slice(0, 3)
    .map(([name, value]) => `${encoded(name)}=${encoded(value)}`)
    .join('&');
  return query === '' ? path : `${path}?${query}`;
}

const seedOf = (text: string): number => SEED ^ createHash('sha256').update(text).digest().readInt32BE(0);

const shown = (value: string, max = 300): string => (value.length > max ? `${value.slice(0, max)}…` : value);

for (const [share, engine] of ENGINES.entries()) {
  describe(`schema-driven fuzz on ${engine.name}`, () => {
    let api: RunningApi;
    let gateway: Awaited<ReturnType<typeof startGatewayStandIn>>;
    let operations: Operation[];
    const tokens: Record<'low' | 'admin', string> = { low: '', admin: '' };
    /** A Genie's own credential, for the kiosks' routes (decision 0078). */
    let kioskCredential = '';
    /** Real values by name, so generated requests also reach past the lookups. */
    const fixtures: Fixtures = {};
    /** For users/{id}: an account other than the callers' (they keep their sessions), and none. */
    let usersFixtures: Fixtures = {};
    let requests = 0;
    let serverErrors = 0;
    let document: OpenApiDocument;
    /** Operations whose success answers were judged by their documented schema, by method. */
    const judged = new Map<string, Set<string>>();
    const statuses = new Map<number, number>();

    beforeAll(async () => {
      gateway = await startGatewayStandIn();
      api = await startApi(engine, { GATEWAY_HEALTH_URL: gateway.url });
      // Sign Out Everywhere ends the caller's own sessions: it comes last, after every other call.
      const endsOwnSessions = (operation: Operation) =>
        operation.operationId === 'UsersController_endSessions';
      operations = (await apiOperations(api)).sort(
        (a, b) => Number(endsOwnSessions(a)) - Number(endsOwnSessions(b)),
      );
      document = await apiDocument(api);
      tokens.admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      tokens.low = await api.signIn('one.kiosk@ambient.demo', DEMO_PASSWORD);
      const visitor = await api.signIn('visitor@ambient.demo', DEMO_PASSWORD);
      const get = async <T>(path: string, token = tokens.admin): Promise<T> =>
        (await send(api.url, 'GET', `/api/${path}`, { token })).json as T;
      const ids = (list: Array<{ id: number }> = []): number[] => list.slice(0, 3).map((item) => item.id);
      const { organizations } = await get<{ organizations: Array<{ id: number }> }>('organizations/manager');
      const { domains, facilities } = await get<Record<string, Array<{ id: number }>>>('domains/manager');
      const { residents, kiosks } = await get<{
        residents: Array<{ id: number; kioskId: number | null }>;
        kiosks: Array<{ id: number }>;
      }>('residents/manager');
      const { keyTags } = await get<{ keyTags: Array<{ id: number; kioskId: number; tagId: string }> }>(
        'kiosks/keytags/mapper',
      );
      const { configs, buttons, buttonActions, configDetails } =
        await get<Record<string, Array<{ id: number }>>>('buttonconfigs/manager');
      const lowKiosks = (await get<{ profile: { kioskIds: number[] } }>('users/me', tokens.low)).profile
        .kioskIds;
      const lowResidents = residents.filter((r) => lowKiosks.includes(r.kioskId ?? 0));
      const lowKeyTags = keyTags.filter((k) => lowKiosks.includes(k.kioskId));
      const userIds = [
        (await get<{ profile: { id: string } }>('users/me', visitor)).profile.id,
        'ambient|nobody',
      ];
      Object.assign(fixtures, {
        id: [
          ...ids(organizations),
          ...ids(domains),
          ...ids(facilities),
          ...ids(kiosks),
          ...lowKiosks,
          ...ids(residents),
          ...ids(lowResidents),
          ...ids(keyTags),
          ...ids(configDetails),
        ],
        organizationId: ids(organizations),
        domainId: ids(domains),
        facilityId: ids(facilities),
        kioskId: [...ids(kiosks), ...lowKiosks],
        residentId: [...ids(residents), ...ids(lowResidents)],
        kioskKeyTagId: [...ids(keyTags), ...ids(lowKeyTags)],
        tag: [...keyTags.slice(0, 3), ...lowKeyTags.slice(0, 2)].map((k) => k.tagId),
        configId: ids(configs),
        buttonId: ids(buttons),
        buttonActionId: ids(buttonActions),
        typeId: [1, 2],
        kioskTypeId: [1, 2],
        languageId: [1, 2],
        countryId: [1, 2],
        provStateId: [1, 40],
        userId: userIds,
        // A picture the upload routes take (at least 400 x 400).
        file: [new Blob([await pngOf(400, 400)]), new Blob([new Uint8Array(zipOf('update.txt', 'fuzz'))])],
        // Abby update zips and activities: the versions, the demo's levels, the next update.
        version: ['21', '22'],
        level: ['13', '14', '16', '17'],
        update: ['11', '12'],
        nextUpdate: [13],
      } satisfies Fixtures);
      usersFixtures = { ...fixtures, id: userIds };
      const genie = (
        await get<{ kiosks: Array<{ id: number; typeId: number; hasResidents: boolean }> }>('kiosks')
      ).kiosks.find((kiosk) => kiosk.typeId === 2 && kiosk.hasResidents);
      const issued = await send(api.url, 'POST', `/api/kiosks/${genie?.id}/device-credential`, {
        token: tokens.admin,
      });
      kioskCredential = kioskAuthorization(issued.json?.username as string, issued.json?.secret as string);
    }, 120_000);

    afterAll(async () => {
      const byStatus = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`);
      const answered = [...judged].map(([method, paths]) => `${method} ${paths.size}`).join(', ');
      console.info(
        `schema-driven fuzz on ${engine.name}: ${requests} requests fuzzed, ${serverErrors} 5xx (${byStatus.join(', ')}); success answers judged by their schema, operations per method: ${answered}`,
      );
      await api?.close();
      await gateway?.close();
    });

    // The time limit is a ceiling for a hung run on a busy machine, not a speed check: about 3,800
    // requests one at a time, each followed by a read of the event head, took over 180 s per engine
    // beside the rest of the test command on two cores (its speed is the issue note's business).
    it('answers every generated request without a server error, in the error shape, appending nothing when refused', async () => {
      const failures: string[] = [];
      // Requests run one at a time: the head after one is the head before the next.
      let head = await eventHead(api);
      for (const caller of ['low', 'admin'] as const) {
        for (const operation of operations) {
          // A user id in a path is another account's: the callers keep their sessions.
          const forOperation = operation.path.startsWith('/api/users/{id}') ? usersFixtures : fixtures;
          const cases = fc.sample(caseArbitrary(operation, forOperation), {
            seed: seedOf(`${caller} ${operation.operationId}${share === 0 ? '' : ` ${share}`}`),
            numRuns: casesOn(caller),
          });
          for (const generated of cases) {
            const target = targetOf(operation, generated);
            // A kiosk's route is fuzzed with a Genie's credential: a person's token opens none.
            const options: SendOptions = operation.kioskOnly
              ? { authorization: kioskCredential }
              : { token: tokens[caller] };
            if (generated.body && 'json' in generated.body)
              options.rawJson = JSON.stringify(generated.body.json) ?? 'null';
            else if (generated.body && 'raw' in generated.body) options.rawJson = generated.body.raw;
            else if (generated.body && 'form' in generated.body) options.form = generated.body.form;
            const answer = await send(api.url, operation.method, target, options);
            requests += 1;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const problems: string[] = [];
            if (answer.status >= 500) {
              serverErrors += 1;
              problems.push('a server error');
            }
            const shape = errorShapeFault(answer);
            if (shape) problems.push(shape);
            if (answer.status >= 200 && answer.status < 300 && reaches(operation, target)) {
              const wrong = successFault(document, operation, answer);
              if (wrong) problems.push(`an answer its documented schema refuses: ${wrong}`);
              const byMethod = judged.get(operation.method) ?? new Set<string>();
              judged.set(operation.method, byMethod.add(operation.path));
            }
            const after = await eventHead(api);
            if (answer.status >= 400 && after !== head) problems.push('refused yet an event was appended');
            head = after;
            if (problems.length > 0) {
              const sent =
                options.rawJson ?? (options.form ? `form ${Object.keys(options.form).join(',')}` : '');
              failures.push(
                `${operation.method} ${shown(target, 200)} as ${caller} ${shown(sent, 200)} -> ${answer.status} ${shown(answer.text, 200)}: ${problems.join(', ')}`,
              );
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(operations.length * (casesOn('low') + casesOn('admin')) - 1);
      // Writes that succeed are judged too, not only reads.
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
        expect(judged.get(method)?.size ?? 0).toBeGreaterThan(0);
    }, 600_000);
  });
}
