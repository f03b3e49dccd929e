import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { In, IsNull, type EntityManager } from 'typeorm';
import { DeferredWrites, NotDeferrable } from '../src/index.js';
import { databaseEngines, type TestDatabase } from './support/test-databases.js';
import { MemberRow, PlanRow } from './support/test-rows.js';

/** Text a literal must carry as it is: quotes, a backslash, a placeholder, a statement's end, accents. */
const AWKWARD = `O'Brien \\ "Côté" $1 ;-- Zoë 'x''`;
const AT = new Date('2026-11-26T19:09:01.926Z');

/** What the projections ask of TypeORM, on ids prefixed with `p`: every kind of write and value. */
async function writes(m: EntityManager, p: string): Promise<void> {
  const member = (id: string, name: string) => ({
    id: `${p}|${id}`,
    email: `${p}.${id}@deferred.test`,
    name,
    nickname: '',
    picture: null,
    languageId: 2,
    role: 'Guest',
    domainIds: [3, 1],
    kioskIds: [],
    createDate: AT,
    updateDate: AT,
  });
  await m.insert(MemberRow, [member('a', AWKWARD), member('b', 'Second'), member('c', 'Third')]);
  await m.update(MemberRow, { id: `${p}|a` }, { lockedUntil: AT, locked: true, kioskIds: [7] });
  await m.update(MemberRow, { id: In([`${p}|b`, `${p}|c`]), picture: IsNull() }, { nickname: AWKWARD });
  await m.upsert(MemberRow, { ...member('b', 'Upserted'), nickname: `${AWKWARD}!`, residentIds: [9, 8] }, [
    'id',
  ]);
  await m.delete(MemberRow, { id: `${p}|c` });
  await m.insert(PlanRow, {
    id: p === 'typeorm' ? 1 : 2,
    name: AWKWARD,
    level: 3,
    status: 'running',
    pauseReason: null,
    groups: [{ share: 50, note: AWKWARD, nested: { at: AT.toISOString(), none: null } }] as never,
    createDate: AT,
  });
}

for (const engine of databaseEngines()) {
  describe(`projection writes sent with the append, on ${engine.name}`, () => {
    let db: TestDatabase;

    beforeAll(async () => {
      db = await engine.open();
    }, 60_000);

    afterAll(async () => {
      await db.close();
    });

    const rowsOf = async (p: string) => ({
      members: (
        (await db.dataSource.query(`SELECT * FROM members WHERE id LIKE $1 ORDER BY id`, [
          `${p}|%`,
        ])) as Array<Record<string, unknown>>
      ).map(({ id, email, ...rest }) => ({
        id: String(id).slice(p.length),
        email: String(email).slice(p.length),
        ...rest,
      })),
      plans: (
        (await db.dataSource.query('SELECT * FROM plans WHERE id = $1', [p === 'typeorm' ? 1 : 2])) as Array<
          Record<string, unknown>
        >
      ).map(({ id: _id, ...rest }) => rest),
    });

    it('writes the same rows as TypeORM sending each statement with its parameters', async () => {
      await db.dataSource.transaction((manager) => writes(manager, 'typeorm'));
      const deferred = new DeferredWrites(db.dataSource);
      await writes(deferred.manager, 'deferred');
      const statements = deferred.statements();
      await deferred.release();
      expect(statements).toHaveLength(6);
      await db.dataSource.query(['BEGIN', ...statements, 'COMMIT'].join('; '));

      const sent = await rowsOf('typeorm');
      expect(sent.members.map((u) => u.id)).toEqual(['|a', '|b']);
      expect(sent.members[0]).toEqual(
        expect.objectContaining({ name: AWKWARD, kiosk_ids: [7], locked: true }),
      );
      expect(sent.members[1]).toEqual(
        expect.objectContaining({ name: 'Upserted', nickname: `${AWKWARD}!`, resident_ids: [9, 8] }),
      );
      expect(await rowsOf('deferred')).toEqual(sent);
    });

    it('refuses a read or a statement with literals of its own, so the caller sends the writes one by one', async () => {
      const deferred = new DeferredWrites(db.dataSource);
      await expect(deferred.manager.findOneBy(MemberRow, { id: 'typeorm|a' })).rejects.toBeInstanceOf(
        NotDeferrable,
      );
      await expect(deferred.manager.query("UPDATE members SET nickname = 'x'")).rejects.toBeInstanceOf(
        NotDeferrable,
      );
      expect(deferred.statements()).toEqual([]);
      await deferred.release();
    });
  });
}
