import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  AggregateStore,
  EVENT_STORE,
  metadataFor,
  ProjectionFailed,
  ProjectionRunner,
  RowBuffer,
  systemContext,
  type EventStore,
} from '../src/index.js';
import { joining, runMember } from './support/member.js';
import { databaseEngines } from './support/test-databases.js';
import { startEngine, type TestEngine } from './support/test-engine.js';
import { MemberRow } from './support/test-rows.js';

for (const engine of databaseEngines()) {
  describe(`a projection failing on an event, on ${engine.name}`, () => {
    let core: TestEngine;
    let runner: ProjectionRunner;
    let position: bigint;

    beforeAll(async () => {
      core = await startEngine(await engine.open());
      runner = core.app.get(ProjectionRunner);
      await runMember(core.app.get(AggregateStore), joining('failing|one', 'Kept Person', 'Kept'));
      // An event no command writes (an email verified without its member), appended as another
      // process would: the members projection, the only one that reads it, cannot apply it.
      await runner.stop();
      const store = core.app.get<EventStore>(EVENT_STORE);
      await store.append(
        'member-broken|1',
        [
          {
            type: 'MemberEmailVerified',
            data: { device: 'kept-out-of-messages' },
            metadata: metadataFor(systemContext(), 'Test'),
          },
        ],
        'no_stream',
      );
      position = await store.headPosition();
    }, 120_000);

    afterAll(async () => {
      await core?.close();
    });

    /** What an operator reads: the projection, the event's type, position and stream; never its data. */
    const expectNamed = (error: unknown) => {
      expect(error).toBeInstanceOf(ProjectionFailed);
      const { message } = error as Error;
      expect(message).toContain(
        `The projection members failed on MemberEmailVerified at position ${position} (stream member-broken|1)`,
      );
      // The projection's own error follows, and stays the cause.
      expect(message).toContain('Undefined value');
      expect((error as Error).cause).toBeInstanceOf(Error);
      expect(message).not.toContain('kept-out-of-messages');
    };

    it('catching up, says which projection failed on which event, and stops before it', async () => {
      const error = await runner.catchUp().then(
        () => null,
        (failure: unknown) => failure,
      );
      expectNamed(error);
      expect(runner.healthy).toBe(false);
      expect(runner.lowestCheckpoint).toBeLessThan(position);
    });

    it('refuses in a rebuild the criteria TypeORM refuses live and the SQL it cannot run, instead of writing wrong rows', async () => {
      const dataSource = core.app.get(DataSource);
      const buffer = new RowBuffer(dataSource);
      await buffer.manager.insert(MemberRow, { id: 'failing|one', name: 'Kept Person' });
      const refused: Array<[Record<string, unknown>, string]> = [
        [{ id: undefined }, "Undefined value encountered in property 'id'"],
        [{ id: null }, "Null value encountered in property 'id'"],
        [{}, 'Empty criteria'],
      ];
      for (const [where, message] of refused) {
        // Live: TypeORM refuses the statement.
        await expect(dataSource.manager.update(MemberRow, where, { nickname: 'Changed' })).rejects.toThrow(
          message,
        );
        await expect(dataSource.manager.delete(MemberRow, where)).rejects.toThrow(message);
        // In a rebuild's rows: refused the same way.
        await expect(buffer.manager.update(MemberRow, where, { nickname: 'Changed' })).rejects.toThrow(
          message,
        );
        await expect(buffer.manager.delete(MemberRow, where)).rejects.toThrow(message);
      }
      // An id alone, which TypeORM takes, is refused rather than matching nothing.
      await expect(buffer.manager.delete(MemberRow, 'failing|one')).rejects.toThrow('by their columns');
      // An SQL expression, which TypeORM writes as SQL, is refused rather than written as its text.
      await expect(
        buffer.manager.update(MemberRow, { id: 'failing|one' }, { nickname: () => "'Changed'" }),
      ).rejects.toThrow('cannot write an SQL expression (nickname)');
      await expect(
        buffer.manager.insert(MemberRow, { id: 'failing|two', nickname: () => "'Changed'" }),
      ).rejects.toThrow('cannot write an SQL expression (nickname)');
      // Nothing changed live; a criterion that holds is taken.
      expect(await dataSource.query("SELECT nickname FROM members WHERE id = 'failing|one'")).toEqual([
        { nickname: 'Kept' },
      ]);
      await expect(
        buffer.manager.update(MemberRow, { id: 'failing|one' }, { nickname: 'Changed' }),
      ).resolves.toBeUndefined();
      expect(buffer.sizes.get('members')).toBe(1);
    });

    it('rebuilding, says the same and leaves the read models as they were', async () => {
      const dataSource = core.app.get(DataSource);
      const members = async () =>
        (await dataSource.query('SELECT id, name, email_verified FROM members ORDER BY id')) as unknown[];
      const before = await members();
      expect(before).toEqual([{ id: 'failing|one', name: 'Kept Person', email_verified: false }]);
      const error = await runner.rebuild().then(
        () => null,
        (failure: unknown) => failure,
      );
      expectNamed(error);
      expect(await members()).toEqual(before);
    });
  });
}
