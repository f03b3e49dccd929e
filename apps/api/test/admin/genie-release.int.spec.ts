import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { enMessages, frMessages } from '@ambient/core';
import { EVENT_STORE, type EventStore } from '@ambient/event-sourcing';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import JSZip from 'jszip';
import { apiCaller, zipOf } from './admin-test-client.js';

const INVALID = { errorSeverity: 0, errorMessage: enMessages['release.invalidFilename'] };

for (const engine of featureEngines()) {
  describe(`Genie release upload on ${engine.name}`, () => {
    let api: RunningApi;
    let caller: ReturnType<typeof apiCaller>;
    let admin: string;
    let store: EventStore;

    const releases = (): string[] => {
      try {
        return readdirSync(join(api.config.dataDir, 'media', 'releases'));
      } catch {
        return [];
      }
    };
    const pendingUploads = (): string[] => {
      try {
        return readdirSync(join(api.config.dataDir, 'tmp', 'uploads'));
      } catch {
        return [];
      }
    };
    const release = (name: string, content: Buffer, language?: string) =>
      caller.upload('genieupdates/release', admin, { name, content }, {}, language);

    beforeAll(async () => {
      api = await startApi(engine);
      caller = apiCaller(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      store = api.app.get<EventStore>(EVENT_STORE);
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('refuses a name that is not a .zip, content that is not a zip, and no file, storing nothing', async () => {
      const before = await store.headPosition();
      expect(await release('genie-update.tar.gz', zipOf('a.txt', 'a'))).toEqual({
        status: 422,
        json: INVALID,
      });
      expect(await release('genie-update', zipOf('a.txt', 'a'))).toEqual({ status: 422, json: INVALID });
      expect(await release('genie-update.zip', Buffer.from('just some text, not an archive'))).toEqual({
        status: 422,
        json: INVALID,
      });
      expect(await release('genie-update.zip', Buffer.from('PK\x05\x06'))).toEqual({
        status: 422,
        json: INVALID,
      });
      expect(await caller.upload('genieupdates/release', admin, null, { note: 'no file' })).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: enMessages['error.noFile'] },
      });
      expect(await release('empty.zip', Buffer.alloc(0))).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: enMessages['error.noFile'] },
      });
      expect(await release('genie-update.txt', Buffer.from('x'), 'fr-CA')).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: frMessages['release.invalidFilename'] },
      });
      expect(await store.headPosition()).toBe(before);
      expect(releases()).toEqual([]);
      expect(pendingUploads()).toEqual([]);
    });

    it('opens a zip before keeping it: a bomb, an escaping name or a cut archive is refused, storing nothing', async () => {
      const before = await store.headPosition();
      const zip = (entries: Record<string, Buffer | string>): Promise<Buffer> => {
        const archive = new JSZip();
        for (const [name, content] of Object.entries(entries))
          archive.file(name, content, { createFolders: false });
        return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      };
      const bomb = await zip({ 'zeros.bin': Buffer.alloc(64 * 1024 * 1024) });
      expect(await release('genie-bomb.zip', bomb)).toEqual({
        status: 422,
        json: {
          errorSeverity: 0,
          errorMessage: 'The zip archive entry zeros.bin is compressed more than 200 times.',
        },
      });
      expect(
        await release('genie-escape.zip', await zip({ '../../etc/cron.d/job': '* * * * * root id' })),
      ).toEqual({
        status: 422,
        json: {
          errorSeverity: 0,
          errorMessage: 'The zip archive holds an entry with an unsafe name: ../../etc/cron.d/job.',
        },
      });
      const php = Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('<?php system($_GET[1]); ?>'),
      ]);
      expect((await release('genie-php.zip', php)).status).toBe(422);
      const whole = zipOf('version.txt', 'genie 4.1.0');
      expect(await release('genie-cut.zip', whole.subarray(0, whole.length - 10), 'fr-CA')).toEqual({
        status: 422,
        json: { errorSeverity: 0, errorMessage: frMessages['release.zipDamaged'] },
      });
      expect(await store.headPosition()).toBe(before);
      expect(releases()).toEqual([]);
      expect(pendingUploads()).toEqual([]);
    });

    it('numbers two releases 13 then 14, after the 12 levels the Genies know, keeps both files and records them in the event log', async () => {
      const first = zipOf('version.txt', 'genie 4.1.0');
      const second = zipOf('version.txt', 'genie 4.2.0');
      expect(await release('genie-4.1.0.zip', first)).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, nextUpdate: 13 },
      });
      expect(await release('Genie-4.2.0-mise-à-jour.ZIP', second)).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, nextUpdate: 14 },
      });

      const events = await store.readStream('genie-updates');
      expect(events.map((e) => [e.type, (e.data as { level: number }).level])).toEqual([
        ['GenieUpdateReleased', 13],
        ['GenieUpdateReleased', 14],
      ]);
      const [one, two] = events.map(
        (e) => e.data as { level: number; fileName: string; size: number; storedAs: string },
      );
      expect(one).toMatchObject({ fileName: 'genie-4.1.0.zip', size: first.length });
      expect(two).toMatchObject({ fileName: 'Genie-4.2.0-mise-à-jour.ZIP', size: second.length });
      expect(events[0]?.metadata).toMatchObject({
        userId: 'ambient|admin',
        functionalRole: 'Admin',
        command: 'ReleaseGenieUpdate',
        source: 'console',
      });
      expect(readFileSync(join(api.config.dataDir, 'media', one!.storedAs))).toEqual(first);
      expect(readFileSync(join(api.config.dataDir, 'media', two!.storedAs))).toEqual(second);
      expect(one!.storedAs).toMatch(/^releases\/[\w-]+-genie-4\.1\.0\.zip$/);
      expect(releases()).toHaveLength(2);
      expect(pendingUploads()).toEqual([]);
    });
  });
}
