/**
 * The API's read models rebuilt on its demo data: every projection of the API gives the rows its
 * live run gave (the engine's rebuild itself is tested in libs/event-sourcing/test/rebuild).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  systemContext,
  metadataFor,
  ProjectionRunner,
  EVENT_STORE,
  type EventStore,
} from '@ambient/event-sourcing';
import { Seeder } from '../../src/seed/seeder.js';
import { UserCommandMessage } from '../../src/users/user.commands.js';
import { UsersReader } from '../../src/users/users.reader.js';
import { databaseEngines } from '../support/databases.js';
import { startCore, type CoreContext } from '../support/core-context.js';

async function snapshot(
  dataSource: DataSource,
  tables: readonly string[],
): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables)
    out[table] = (await dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`)) as unknown[];
  return out;
}

for (const engine of databaseEngines()) {
  describe(`projections rebuild on ${engine.name}`, () => {
    let core: CoreContext;
    let commands: CommandBus;

    beforeAll(async () => {
      core = await startCore(engine);
      commands = core.app.get(CommandBus);
      await core.app.get(Seeder).seed('demo');
      const context = systemContext();
      const edit = (userId: string, name: string, languageId: number | null) =>
        commands.execute(
          new UserCommandMessage(
            {
              type: 'EditProfile',
              userId,
              data: { name, nickname: '', languageId, picture: null, defaultResidentId: null },
            },
            context,
          ),
        );
      await edit('ambient|visitor', 'Victor Nguyen Junior', 2);
      await edit('ambient|admin', 'Alice Admin', null);
      await commands.execute(
        new UserCommandMessage(
          { type: 'ChangePassword', userId: 'ambient|kioskManager', password: 'a-new-password' },
          context,
        ),
      );
      for (let i = 0; i < 5; i += 1) {
        await commands.execute(
          new UserCommandMessage({ type: 'RecordFailedSignIn', userId: 'ambient|oneFamily' }, context),
        );
      }
      for (let i = 0; i < 5; i += 1) {
        await commands.execute(
          new UserCommandMessage({ type: 'RecordFailedSignIn', userId: 'ambient|family' }, context),
        );
      }
      await commands.execute(
        new UserCommandMessage({ type: 'UnlockUser', userId: 'ambient|family' }, context),
      );
      await commands.execute(
        new UserCommandMessage({ type: 'RecordSignIn', userId: 'ambient|domainManager' }, context),
      );
      await commands.execute(
        new UserCommandMessage(
          {
            type: 'ChangeAssignments',
            userId: 'ambient|visitor',
            data: { role: 'Manager', domainIds: [], facilityIds: [], kioskIds: [1, 2], residentIds: [] },
          },
          context,
        ),
      );
      // Text that the rows' bulk formats must carry as it is (COPY's escapes, quotes, braces, a
      // tab, a new line, a backslash, the letters of null), written past the commands' own rules.
      await core.app.get<EventStore>(EVENT_STORE).append(
        'user-ambient|family',
        [
          {
            type: 'UserProfileEdited',
            data: {
              userId: 'ambient|family',
              name: 'Tab\there, "quoted" {braced}, back\\slash \\N',
              nickname: 'line\nbreak\r\nNULL',
              languageId: null,
              picture: null,
              defaultResidentId: null,
            },
            metadata: metadataFor(context, 'Odd'),
          },
        ],
        'any',
      );
      await core.app.get(ProjectionRunner).catchUp();
    }, 120_000);

    afterAll(async () => {
      await core.close();
    });

    it('reads its own writes: each command answered after its read model changed', async () => {
      const users = core.app.get(UsersReader);
      expect((await users.findProfile('ambient|visitor'))?.name).toBe('Victor Nguyen Junior');
      expect((await users.findProfile('ambient|visitor'))?.functionalRole).toBe('KioskManager');
      expect((await users.findRow('ambient|oneFamily'))?.locked).toBe(true);
      expect((await users.findRow('ambient|family'))?.locked).toBe(false);
      expect((await users.findRow('ambient|domainManager'))?.lastSignIn).not.toBeNull();
    });

    it('rebuilds every read model from the event log to exactly what the live projections built', async () => {
      const dataSource = core.app.get(DataSource);
      const tables = core.app.get(ProjectionRunner).registered.flatMap((p) => p.tables);
      const live = await snapshot(dataSource, tables);
      expect(live.users!.length).toBeGreaterThanOrEqual(23);
      expect(live.users).toContainEqual(
        expect.objectContaining({
          name: 'Tab\there, "quoted" {braced}, back\\slash \\N',
          nickname: 'line\nbreak\r\nNULL',
        }),
      );
      expect(live.kiosks).toHaveLength(30);
      expect(live.residents).toHaveLength(80);

      // The rows go in before the indexes other than the keys are made again: all of them, as they were.
      const indexes = () =>
        dataSource.query(
          `SELECT tablename, indexname, indexdef FROM pg_indexes
            WHERE tablename = ANY($1) ORDER BY tablename, indexname`,
          [tables],
        );
      const indexesBefore = await indexes();
      expect(indexesBefore.length).toBeGreaterThan(tables.length);
      expect(indexesBefore).toContainEqual(expect.objectContaining({ indexname: 'users_name_trgm_idx' }));

      const runner = core.app.get(ProjectionRunner);
      await runner.rebuild();
      const rebuilt = await snapshot(dataSource, tables);
      expect(rebuilt).toEqual(live);
      expect(await indexes()).toEqual(indexesBefore);
      expect(runner.lowestCheckpoint).toBe(await core.app.get<EventStore>(EVENT_STORE).headPosition());
    });
  });
}
