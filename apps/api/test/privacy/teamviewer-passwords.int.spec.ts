/**
 * Kiosks' TeamViewer passwords are sealed at rest with the data key (decision 0024): neither the
 * stored events nor the kiosks read model hold one in clear, and only super admins read it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { KioskPayload } from '@ambient/core';
import { ProjectionRunner, systemContext } from '@ambient/event-sourcing';
import { UserCommandMessage } from '../../src/users/user.commands.js';
import { eventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';
import { abbyWithTeamviewer } from './teamviewer-kiosk.js';

const SECRET = 'Tv-Pa55-word!';

const kiosk = abbyWithTeamviewer('AB22-TV0001', 'Abby Teamviewer', SECRET);

for (const engine of databaseEngines()) {
  describe(`TeamViewer passwords sealed at rest on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};
    let id = 0;
    /** The kiosk as the console sends it back: what the creation answered. */
    let saved: KioskPayload = kiosk;
    let typed: TypedApi;
    const shown = async (who: string): Promise<string | null> =>
      (await typed.get('/api/kiosks/{id}', { path: { id }, token: tokens[who] })).json.kiosk
        .teamviewerPassword;
    /** The kiosk saved as `who`. */
    const save = (who: string, body: KioskPayload) =>
      typed.put('/api/kiosks/{id}', { path: { id }, body, token: tokens[who] });
    const raw = async (sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> =>
      (await api.app.get(DataSource).query(sql, params)) as Array<Record<string, unknown>>;
    const inClear = async (text: string): Promise<number> =>
      Number(
        (
          await raw(
            `SELECT (SELECT count(*) FROM event_store WHERE data::text LIKE $1)
                  + (SELECT count(*) FROM kiosks WHERE teamviewer_password LIKE $1) AS n`,
            [`%${text}%`],
          )
        )[0]?.n,
      );

    beforeAll(async () => {
      api = await startApi(engine, { SUPER_ADMIN_IDS: 'ambient|admin' });
      typed = typedApi(api.url);
      await api.app.get(CommandBus).execute(
        new UserCommandMessage(
          {
            type: 'ChangeAssignments',
            userId: 'ambient|demo-4',
            data: { role: 'Admin', domainIds: [], facilityIds: [], kioskIds: [], residentIds: [] },
          },
          systemContext(),
        ),
      );
      tokens.superAdmin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const demo4 = (
        (await raw(`SELECT email FROM users WHERE id = 'ambient|demo-4'`))[0] as { email: string }
      ).email;
      tokens.plainAdmin = await api.signIn(demo4, DEMO_PASSWORD);
      const created = await typed.post('/api/kiosks', { body: kiosk, token: tokens.superAdmin });
      expect(created.status).toBe(200);
      const answered = created.json.kiosk;
      id = answered.id;
      saved = {
        ...kiosk,
        updateLevel: answered.updateLevel,
        ambientInvitationIds: answered.ambientInvitationIds,
      };
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('keeps the password sealed in the events and the read model, and opens it for super admins only', async () => {
      expect(await inClear(SECRET)).toBe(0);
      const stored = await raw(
        `SELECT data->>'teamviewerPassword' AS p FROM event_store WHERE stream_id = $1`,
        [`kiosk-${id}`],
      );
      expect(stored).toEqual([{ p: expect.stringMatching(/^sealed:v1:/) }]);
      expect(await raw('SELECT teamviewer_password AS p FROM kiosks WHERE id = $1', [id])).toEqual(stored);
      expect(await shown('superAdmin')).toBe(SECRET);
      expect(await shown('plainAdmin')).toBeNull();
    });

    it('keeps the sealed value when a save changes nothing, and seals a new password anew', async () => {
      const head = await eventHead(api);
      expect((await save('superAdmin', saved)).status).toBe(200);
      expect(await eventHead(api)).toBe(head);
      // Another admin cannot set it: the save keeps the sealed password.
      await save('plainAdmin', { ...kiosk, name: 'Abby Renamed', teamviewerPassword: 'x' });
      expect(await shown('superAdmin')).toBe(SECRET);
      expect((await save('superAdmin', { ...saved, teamviewerPassword: 'Newer-Tv-1' })).status).toBe(200);
      expect(await shown('superAdmin')).toBe('Newer-Tv-1');
      expect(await inClear('Newer-Tv-1')).toBe(0);
      const sealed = await raw(
        `SELECT DISTINCT data->>'teamviewerPassword' AS p FROM event_store WHERE stream_id = $1`,
        [`kiosk-${id}`],
      );
      expect(sealed).toHaveLength(2);
      expect(sealed.every(({ p }) => String(p).startsWith('sealed:v1:'))).toBe(true);
    });

    it('rebuilds the read model with the sealed value of the events', async () => {
      const before = await raw('SELECT * FROM kiosks WHERE id = $1', [id]);
      await api.app.get(ProjectionRunner).rebuild();
      expect(await raw('SELECT * FROM kiosks WHERE id = $1', [id])).toEqual(before);
      expect(await shown('superAdmin')).toBe('Newer-Tv-1');
    });
  });
}
