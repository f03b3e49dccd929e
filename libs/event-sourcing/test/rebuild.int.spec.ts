/**
 * A rebuild of every read model from the log (see `rebuildReadModels`): it gives the rows the live
 * projections gave, with the tables' indexes as they were and text that COPY must escape carried
 * as it is, and while it runs, commands and reads go on: every read sees whole read models, every
 * acknowledged write stays.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  AggregateStore,
  EVENT_STORE,
  metadataFor,
  ProjectionRunner,
  systemContext,
  type EventStore,
  type NewEvent,
} from '../src/index.js';
import { joining, memberStream, runMember, type MemberCommand } from './support/member.js';
import { databaseEngines } from './support/test-databases.js';
import { startEngine, type TestEngine } from './support/test-engine.js';
import { MemberRow } from './support/test-rows.js';

/** 0 → "A", 25 → "Z", 26 → "BA". */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(65 + (n % 26));

/**
 * Text that the rows' bulk formats must carry as it is (COPY's escapes, quotes, braces, a tab, a
 * new line, a backslash, the letters of null).
 */
const ODD = { name: 'Tab\there, "quoted" {braced}, back\\slash \\N', nickname: 'line\nbreak\r\nNULL' };

/** Every row of each table, ordered by its first column. */
const rowsOf = async (
  dataSource: DataSource,
  tables: readonly string[],
): Promise<Record<string, unknown[]>> =>
  Object.fromEntries(
    await Promise.all(
      tables.map(
        async (table) => [table, await dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`)] as const,
      ),
    ),
  );

for (const engine of databaseEngines()) {
  describe(`projections rebuild on ${engine.name}`, () => {
    let core: TestEngine;
    let aggregates: AggregateStore;
    let store: EventStore;
    let dataSource: DataSource;
    const run = (command: MemberCommand) => runMember(aggregates, command);
    const fact = (type: string, data: Record<string, unknown>): NewEvent => ({
      type,
      data,
      metadata: metadataFor(systemContext(), 'Fact'),
    });

    beforeAll(async () => {
      core = await startEngine(await engine.open());
      aggregates = core.app.get(AggregateStore);
      store = core.app.get<EventStore>(EVENT_STORE);
      dataSource = core.app.get(DataSource);
      for (let n = 0; n < 30; n += 1) await run(joining(`member|${letters(n)}`, `Member ${letters(n)}`, ''));
      for (const id of ['visitor', 'admin', 'oneFamily', 'family', 'domainManager'])
        await run(joining(`member|${id}`, `The ${id}`, id));
      // Thirty devices seen, as another process records them.
      await store.appendMany(
        Array.from({ length: 30 }, (_, n) => ({
          streamId: `device-${n}`,
          expected: 'no_stream' as const,
          events: [
            fact('DeviceSeen', {
              serialNumber: `SN-${n}`,
              at: new Date(Date.UTC(2026, 10, n + 1)).toISOString(),
            }),
          ],
        })),
      );
      await run({
        type: 'Rename',
        memberId: 'member|visitor',
        name: 'Victor Nguyen Junior',
        nickname: 'Vic',
      });
      await run({ type: 'Rename', memberId: 'member|admin', name: 'Alice Admin' });
      await run({ type: 'Lock', memberId: 'member|oneFamily' });
      await run({ type: 'Lock', memberId: 'member|family' });
      await run({ type: 'Unlock', memberId: 'member|family' });
      await run({ type: 'SignIn', memberId: 'member|domainManager' });
      // The odd text written past the commands.
      await store.append(
        memberStream('member|family'),
        [fact('MemberRenamed', { memberId: 'member|family', ...ODD })],
        'any',
      );
      await core.app.get(ProjectionRunner).catchUp();
    }, 120_000);

    afterAll(async () => {
      await core?.close();
    });

    it('reads its own writes: each command answered after its read model changed', async () => {
      const members = dataSource.getRepository(MemberRow);
      expect(await members.findOneBy({ id: 'member|visitor' })).toMatchObject({
        name: 'Victor Nguyen Junior',
        nickname: 'Vic',
      });
      expect((await members.findOneBy({ id: 'member|oneFamily' }))?.locked).toBe(true);
      expect((await members.findOneBy({ id: 'member|family' }))?.locked).toBe(false);
      expect((await members.findOneBy({ id: 'member|domainManager' }))?.lastSignIn).not.toBeNull();
    });

    it('rebuilds every read model from the event log to exactly what the live projections built', async () => {
      const runner = core.app.get(ProjectionRunner);
      const tables = runner.registered.flatMap((p) => p.tables);
      const live = await rowsOf(dataSource, tables);
      expect(live.members).toHaveLength(35);
      expect(live.members).toContainEqual(expect.objectContaining(ODD));
      expect(live.journal_entries).toHaveLength(35);
      expect(live.device_sightings).toHaveLength(30);

      // The rows go in before the indexes other than the keys are made again: all of them, as they were.
      const indexesOf = async () =>
        (await dataSource.query(
          'SELECT tablename, indexname, indexdef FROM pg_indexes WHERE tablename = ANY($1) ORDER BY 1, 2',
          [tables],
        )) as Array<{ indexname: string }>;
      const before = await indexesOf();
      expect(before.length).toBeGreaterThan(tables.length);
      expect(before).toContainEqual(expect.objectContaining({ indexname: 'members_domains_idx' }));

      await runner.rebuild();
      expect(await rowsOf(dataSource, tables)).toEqual(live);
      expect(await indexesOf()).toEqual(before);
      expect(runner.lowestCheckpoint).toBe(await store.headPosition());
    });

    it('rebuilds while commands and reads go on: every read sees whole read models, every acknowledged write stays', async () => {
      const runner = core.app.get(ProjectionRunner);
      const members = dataSource.getRepository(MemberRow);
      const before = await members.count();
      let rebuilding = true;
      const seen = new Set<number>();
      const acknowledged: string[] = [];
      const reads = (async () => {
        while (rebuilding) {
          seen.add(await members.count());
          const sightings = (await dataSource.query(
            'SELECT count(*)::int AS n FROM device_sightings',
          )) as Array<{ n: number }>;
          seen.add(sightings[0]!.n === 30 ? before : -1);
        }
      })();
      const writes = (async () => {
        for (let i = 0; rebuilding; i += 1) {
          const name = `Concurrent Edit ${letters(i)}`;
          await run({ type: 'Rename', memberId: 'member|admin', name });
          acknowledged.push(name);
        }
      })();
      // Let both loops run before and during the rebuild; a failed rebuild stops them too.
      let report: Awaited<ReturnType<ProjectionRunner['rebuild']>>;
      try {
        while (acknowledged.length < 3) await new Promise((resolve) => setImmediate(resolve));
        report = await runner.rebuild();
        const during = acknowledged.length;
        while (acknowledged.length < during + 3) await new Promise((resolve) => setImmediate(resolve));
      } finally {
        rebuilding = false;
        await Promise.all([reads, writes]);
      }

      expect(report.events).toBeGreaterThan(0);
      // Its times nest: the first event folded, the fold, the whole rebuild.
      expect(report.firstEventSeconds).toBeGreaterThan(0);
      expect(report.firstEventSeconds).toBeLessThanOrEqual(report.foldSeconds);
      expect(report.foldSeconds).toBeLessThanOrEqual(report.seconds);
      expect([...seen]).toEqual([before]);
      expect((await members.findOneBy({ id: 'member|admin' }))?.name).toBe(
        acknowledged[acknowledged.length - 1],
      );
      await runner.catchUp();
      const tables = runner.registered.flatMap((p) => p.tables);
      const live = await rowsOf(dataSource, tables);
      await runner.rebuild();
      expect(await rowsOf(dataSource, tables)).toEqual(live);
    });
  });
}
