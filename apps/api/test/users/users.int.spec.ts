import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { enMessages, frMessages, type ApiPaths, type Profile } from '@ambient/core';
import { callApi, eventHead, type Json } from '../support/api-calls.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';

type ProfileBody =
  ApiPaths['/api/users/{id}/profile/admin']['put']['requestBody']['content']['application/json'];

for (const engine of featureEngines()) {
  describe(`users and login API on ${engine.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};
    let typed: TypedApi;

    const profileOf = async (key: string): Promise<Profile> =>
      (await typed.get('/api/users/me', { token: tokens[key] })).json.profile;
    const edit = (key: string, userId: string, changes: ProfileBody, base?: Profile) =>
      typed.put('/api/users/{id}/profile/admin', {
        path: { id: userId },
        body: {
          name: base?.name ?? '',
          nickname: base?.nickname ?? '',
          languageId: base?.languageId ?? null,
          picture: base?.picture ?? null,
          defaultResidentId: base?.defaultResidentId ?? null,
          ...changes,
        },
        token: tokens[key],
      });
    const head = (): Promise<bigint> => eventHead(api);

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      for (const [key, email] of [
        ['admin', 'admin@ambient.demo'],
        ['kioskManager', 'kiosk.manager@ambient.demo'],
        ['family', 'family@ambient.demo'],
        ['oneFamily', 'one.family@ambient.demo'],
        ['visitor', 'visitor@ambient.demo'],
        ['domainManager', 'domain.manager@ambient.demo'],
      ] as const) {
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      }
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it.each([
      ['GET', 'users/me', () => typed.get('/api/users/me')],
      ['POST', 'users/profile-edit', () => typed.post('/api/users/profile-edit')],
      [
        'PUT',
        'users/ambient%7Cadmin/profile/admin',
        () => typed.put('/api/users/{id}/profile/admin', { path: { id: 'ambient|admin' }, body: {} }),
      ],
      [
        'PUT',
        'users/ambient%7Cadmin/password',
        () =>
          typed.put('/api/users/{id}/password', {
            path: { id: 'ambient|admin' },
            body: { password: 'whatever-long' },
          }),
      ],
      ['POST', 'admin/login', () => typed.post('/api/admin/login')],
      ['POST', 'kiosks/login', () => typed.post('/api/kiosks/login')],
      ['POST', 'residents/login', () => typed.post('/api/residents/login')],
      ['GET', 'kiosks/combo-options', () => typed.get('/api/kiosks/combo-options')],
      ['GET', 'admin/build/version', () => typed.get('/api/admin/build/version')],
    ])(
      '%s %s requires authentication',
      async (_method, _path, send: () => Promise<{ status: number; json: unknown }>) => {
        const { status, json } = await send();
        expect(status).toBe(401);
        expect(json).toEqual({ errorSeverity: 1, errorMessage: enMessages['error.unauthorized'] });
      },
    );

    it('answers each demo account its functional role and colour', async () => {
      expect((await profileOf('admin')).functionalRole).toBe('Admin');
      expect((await profileOf('domainManager')).functionalRole).toBe('DomainManager');
      expect((await profileOf('kioskManager')).functionalRole).toBe('KioskManager');
      expect((await profileOf('family')).functionalRole).toBe('ResidentManager');
      const visitor = await typed.get('/api/users/me', { token: tokens.visitor });
      expect(visitor.json).toMatchObject({
        errorSeverity: null,
        errorMessage: null,
        profile: { functionalRole: 'Guest', functionalRoleColor: '#ef6c00' },
      });
    });

    it('keeps the demo’s locked contact blocked for days after seeding, even with the right password', async () => {
      await expect(api.signIn('locked.contact@ambient.demo', DEMO_PASSWORD)).rejects.toThrow();
      const [row] = (await api.app
        .get(DataSource)
        .query(`SELECT locked, locked_until AS "lockedUntil" FROM users WHERE id = 'ambient|locked'`)) as {
        locked: boolean;
        lockedUntil: Date;
      }[];
      expect(row?.locked).toBe(true);
      const daysLeft = (new Date(row!.lockedUntil).getTime() - Date.now()) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(10);
      expect(daysLeft).toBeLessThan(11);
    });

    it('gives a kiosk manager only their kiosks, a facilitator only their residents, a visitor nothing', async () => {
      const kiosks = await typed.post('/api/kiosks/login', { token: tokens.kioskManager });
      const own = (await profileOf('kioskManager')).kioskIds;
      const listed = kiosks.json.kiosks;
      expect(listed.map((k) => k.id).sort()).toEqual([...own].sort());
      expect(listed[0]?.facility?.geographicalDescription).toMatch(/, [A-Z]{2}$/);
      const residents = await typed.post('/api/residents/login', { token: tokens.family });
      expect(residents.json.residents.length).toBe(3);
      expect(residents.json).toMatchObject({ isGenie: true, languages: [{ id: 1 }, { id: 2 }] });
      expect((await typed.post('/api/kiosks/login', { token: tokens.visitor })).json.kiosks).toEqual([]);
      expect((await typed.post('/api/residents/login', { token: tokens.visitor })).json.residents).toEqual(
        [],
      );
    });

    it('gives a domain manager the kiosks of the facilities in their domains', async () => {
      const kiosks = (await typed.post('/api/kiosks/login', { token: tokens.domainManager })).json.kiosks;
      expect(kiosks).toHaveLength(9);
      expect(new Set(kiosks.map((k) => k.domain?.name))).toEqual(new Set(['Central Canada']));
    });

    it('keeps admin login and the kiosk combo options for admins', async () => {
      expect((await typed.post('/api/admin/login', { token: tokens.kioskManager })).status).toBe(403);
      expect((await typed.get('/api/kiosks/combo-options', { token: tokens.family })).status).toBe(403);
      const comboOptions = (kioskTypeId: number) =>
        typed.get('/api/kiosks/combo-options', { query: { kioskTypeId }, token: tokens.admin });
      const options = (await comboOptions(2)).json.options;
      expect(options).toHaveLength(10);
      expect(options.every((o) => o.typeId === 2)).toBe(true);
      expect((await comboOptions(1)).json.options.length).toBe(20);
    });

    it('refuses an invalid profile with the rule broken, in the user’s language, and changes nothing', async () => {
      const admin = await profileOf('admin');
      const before = await head();
      const empty = await edit('admin', admin.id, { name: '   ' }, admin);
      expect(empty).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: enMessages['profile.nameRequired'] },
      });
      const digits = await edit('admin', admin.id, { name: 'Alice 2' }, admin);
      expect(digits.json.errorMessage).toBe(enMessages['name.personChars']);
      const markup = await edit('admin', admin.id, { name: '<b>Alice</b>' }, admin);
      expect(markup.json.errorMessage).toBe(enMessages['name.personChars']);
      const long = await edit('admin', admin.id, { name: 'A'.repeat(101) }, admin);
      expect(long.json.errorMessage).toBe('Name must be 100 characters or less');
      const nick = await edit('admin', admin.id, { nickname: 'N'.repeat(21) }, admin);
      expect(nick.json.errorMessage).toBe('Display name must be 20 characters or less');
      expect(await head()).toBe(before);
      expect((await profileOf('admin')).name).toBe(admin.name);
    });

    it('saves a profile: normalizes the name, fills the nickname, stores English as null, keeps one-resident defaults null', async () => {
      const one = await profileOf('oneFamily');
      const saved = await edit(
        'oneFamily',
        one.id,
        { name: '  Frank   Morin ', nickname: '', languageId: 1, defaultResidentId: 999 },
        one,
      );
      expect(saved.status).toBe(200);
      expect(saved.json.profile).toMatchObject({
        name: 'Frank Morin',
        nickname: 'Frank',
        languageId: null,
        defaultResidentId: one.residentIds[0],
      });
      const french = await edit('oneFamily', one.id, { name: "Jean-François D'Aoust", languageId: 2 }, one);
      expect(french.json.profile).toMatchObject({ name: "Jean-François D'Aoust", languageId: 2 });
      const refused = await edit('oneFamily', one.id, { name: '' }, one);
      expect(refused.json.errorMessage).toBe(frMessages['profile.nameRequired']);
    });

    it('lets a facilitator with several residents choose a default among them only', async () => {
      const family = await profileOf('family');
      const second = family.residentIds[1]!;
      const saved = await edit('family', family.id, { defaultResidentId: second }, family);
      expect(saved.json.profile.defaultResidentId).toBe(second);
      const foreign = await edit('family', family.id, { defaultResidentId: 999_999 }, family);
      expect(foreign.json).toEqual({
        errorSeverity: 0,
        errorMessage: enMessages['profile.defaultResidentInvalid'],
      });
    });

    it('refuses changing someone else’s profile or password unless admin, appending nothing', async () => {
      const admin = await profileOf('admin');
      const before = await head();
      // Another user's account answers as a missing one (decision 0020).
      expect((await edit('visitor', admin.id, { name: 'Mallory' }, admin)).status).toBe(404);
      expect(
        (
          await typed.put('/api/users/{id}/password', {
            path: { id: admin.id },
            body: { password: 'whatever-long' },
            token: tokens.visitor,
          })
        ).status,
      ).toBe(404);
      expect(await head()).toBe(before);
      const visitor = await profileOf('visitor');
      const byAdmin = await edit('admin', visitor.id, { name: 'Victor Nguyen' }, visitor);
      expect(byAdmin.status).toBe(200);
    });

    it('changes a password for real: the old one stops working, the new one signs in', async () => {
      const me = await profileOf('kioskManager');
      const before = await head();
      type PasswordBody =
        ApiPaths['/api/users/{id}/password']['put']['requestBody']['content']['application/json'];
      const change = (body: PasswordBody) =>
        typed.put('/api/users/{id}/password', { path: { id: me.id }, body, token: tokens.kioskManager });
      expect(await change({ password: 'a brand new secret' })).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: 'Enter your current password.' },
      });
      expect(await change({ password: 'a brand new secret', currentPassword: 'not mine' })).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: 'The current password is wrong.' },
      });
      // A password that is not a string, which the document forbids: untyped on purpose.
      expect(
        await callApi(api.url, 'PUT', `users/${encodeURIComponent(me.id)}/password`, {
          body: { password: {}, currentPassword: DEMO_PASSWORD },
          token: tokens.kioskManager,
        }),
      ).toEqual({
        status: 400,
        json: { errorSeverity: 0, errorMessage: 'The field password is not valid.' },
      });
      expect(await change({ password: 'short', currentPassword: DEMO_PASSWORD })).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: 'Password must be at least 8 characters' },
      });
      expect(await head()).toBe(before);
      const changed = await change({ password: 'a brand new secret', currentPassword: DEMO_PASSWORD });
      expect(changed).toEqual({ status: 200, json: { errorSeverity: null, errorMessage: null } });
      // Every session of the account ended with the change.
      expect((await typed.get('/api/users/me', { token: tokens.kioskManager })).status).toBe(401);
      await expect(api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD)).rejects.toThrow(
        /did not reach the callback/,
      );
      const fresh = await api.signIn('kiosk.manager@ambient.demo', 'a brand new secret');
      expect(fresh).toMatch(/^ey/);
      tokens.kioskManager = fresh;
    });

    it('accepts a picture of at least 400 x 400 pixels and refuses a smaller one with its size', async () => {
      // A multipart upload: sent as a form, outside the typed JSON calls.
      const upload = async (png: Buffer) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
        form.append('userId', 'ambient|admin');
        const response = await fetch(`${api.url}/api/users/picture`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.admin}` },
          body: form,
        });
        return { status: response.status, json: (await response.json()) as Json };
      };
      const small = await upload(await pngOf(399, 500));
      expect(small).toEqual({
        status: 422,
        json: {
          errorSeverity: 0,
          errorMessage:
            'Resolution too low (399 x 500 pixels). The picture must be at least 400 x 400 pixels.',
        },
      });
      const ok = await upload(await pngOf(400, 400));
      expect(ok.status).toBe(200);
      const picture = ok.json.picture as string;
      expect(picture).toMatch(/^\/api\/media\/users\/.+\.png\?expires=\d+&signature=[\w-]+$/);
      const served = await fetch(`${api.url}${picture}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(await pngOf(400, 400));
    });

    it('serves stored pictures only through a signed address, and keeps a profile from taking another’s', async () => {
      // A multipart upload: sent as a form, outside the typed JSON calls.
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await pngOf(420, 420))], { type: 'image/png' }), 'me.png');
      const response = await fetch(`${api.url}/api/users/picture`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.kioskManager}` },
        body: form,
      });
      const picture = ((await response.json()) as Json).picture as string;
      const [path, query] = picture.split('?');
      const unsigned = await fetch(`${api.url}${path}`);
      expect(unsigned.status).toBe(403);
      expect(await unsigned.json()).toEqual({
        errorSeverity: 0,
        errorMessage: 'This file link is not valid or has expired. Reload the page to get a new one.',
      });
      const forged = await fetch(`${api.url}${path}?${query?.replace(/signature=[\w-]+/, 'signature=AAAA')}`);
      expect(forged.status).toBe(403);
      const escaping = await fetch(`${api.url}/api/media/users/..%2F..%2Fkeys/media-signing.key?${query}`);
      expect(escaping.status).toBe(403);
      expect((await fetch(`${api.url}${picture}`)).status).toBe(200);

      // The profile keeps the address without its signature and answers it signed anew.
      const me = await profileOf('kioskManager');
      const saved = await edit('kioskManager', me.id, { picture }, me);
      expect(saved.status).toBe(200);
      const shown = saved.json.profile.picture ?? '';
      expect(shown.split('?')[0]).toBe(path);
      expect((await fetch(`${api.url}${shown}`)).status).toBe(200);

      // Another user's stored picture cannot be taken into one's own profile.
      const admin = await profileOf('admin');
      const taken = await edit('admin', admin.id, { picture }, admin);
      expect(taken.status).toBe(422);
    });

    it('judges a picture by its content: a pixel bomb, a header without pixels or a script is refused', async () => {
      // A multipart upload: sent as a form, outside the typed JSON calls.
      const upload = async (bytes: Buffer, name: string) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
        const response = await fetch(`${api.url}/api/users/picture`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.admin}` },
          body: form,
        });
        return { status: response.status, json: (await response.json()) as Json };
      };
      const huge = await pngOf(8000, 6000);
      expect(await upload(huge, 'huge.png')).toEqual({
        status: 422,
        json: {
          errorSeverity: 0,
          errorMessage:
            'The picture is too large: 8000 × 6000 pixels. At most 40 million pixels are accepted.',
        },
      });
      const png = await pngOf(500, 500);
      expect(await upload(png.subarray(0, 60), 'cut.png')).toEqual({
        status: 422,
        json: {
          errorSeverity: 0,
          errorMessage: 'The picture is damaged or incomplete: its pixels cannot be read.',
        },
      });
      expect(await upload(Buffer.from('<?php echo 1; ?>'), 'me.png')).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: 'The file is not an image.' },
      });
    });

    it('refuses a socket without a valid token and pushes a profile edit to every open tab of that user', async () => {
      const refused = io(api.url, {
        path: '/socket.io',
        auth: { token: 'not-a-token' },
        transports: ['websocket'],
        reconnection: false,
      });
      await expect(
        new Promise((resolve, reject) => {
          refused.on('connect', () => reject(new Error('connected without a valid token')));
          refused.on('connect_error', (error) => resolve(error.message));
        }),
      ).resolves.toBe('unauthorized');
      refused.close();

      const tabs: Socket[] = [0, 1].map(() =>
        io(api.url, {
          path: '/socket.io',
          auth: { token: tokens.family },
          transports: ['websocket'],
          reconnection: false,
        }),
      );
      await Promise.all(
        tabs.map(
          (tab) =>
            new Promise<void>((resolve, reject) => {
              tab.on('connect', () => resolve());
              tab.on('connect_error', reject);
            }),
        ),
      );
      const other = io(api.url, {
        path: '/socket.io',
        auth: { token: tokens.oneFamily },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve) => other.on('connect', () => resolve()));
      const otherSaw: unknown[] = [];
      other.on('profile.updated', (payload) => otherSaw.push(payload));
      const received = tabs.map(
        (tab) =>
          new Promise<Profile>((resolve) =>
            tab.on('profile.updated', (payload: { profile: Profile }) => resolve(payload.profile)),
          ),
      );
      const family = await profileOf('family');
      await edit('family', family.id, { name: 'Fiona Gagnon Roy' }, family);
      const seen = await Promise.all(received);
      expect(seen.map((p) => p.name)).toEqual(['Fiona Gagnon Roy', 'Fiona Gagnon Roy']);
      // The other user's own edit, after: heard in order on their socket, it comes after anything
      // the family's edit could have sent them, so by then they have heard only their own.
      const one = await profileOf('oneFamily');
      const ownHeard = new Promise<void>((resolve) => other.on('profile.updated', () => resolve()));
      await edit('oneFamily', one.id, { nickname: 'Jeff' }, one);
      await ownHeard;
      expect(otherSaw).toEqual([{ profile: expect.objectContaining({ id: one.id, nickname: 'Jeff' }) }]);
      for (const socket of [...tabs, other]) socket.close();
    });

    it('lists every part with its engine and state to an admin, serves the OpenAPI document and security headers', async () => {
      // Fetched for its headers as well as its parts: the typed answer has no headers.
      const health = await fetch(`${api.url}/api/health`, {
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      const body = (await health.json()) as { parts: Array<{ part: string; engine: string; state: string }> };
      expect(body.parts.map((p) => p.part)).toEqual([
        'database',
        'eventStore',
        'queue',
        'storage',
        'broker',
        'signIn',
      ]);
      expect(body.parts[0]).toEqual({ part: 'database', engine: engine.name, state: 'up' });
      expect(body.parts.find((p) => p.part === 'broker')?.state).toBe('down');
      expect(health.status).toBe(503);
      const docs = await fetch(`${api.url}/api/docs/openapi.json`);
      const openapi = (await docs.json()) as { paths: Record<string, unknown> };
      expect(Object.keys(openapi.paths)).toEqual(
        expect.arrayContaining([
          '/api/users/me',
          '/api/users/{id}/profile/admin',
          '/api/kiosks/login',
          '/api/health',
        ]),
      );
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
      const correlated = await fetch(`${api.url}/api/config`, {
        headers: { 'x-correlation-id': 'test-correlation-1' },
      });
      expect(correlated.headers.get('x-correlation-id')).toBe('test-correlation-1');
    });
  });
}
