/**
 * Community Playlists through the API (issue 12; decisions 0053 to 0055): a kiosk manager makes
 * playlists of their Genie's library, activates one (a picture, a sound and a video at least),
 * which deactivates the one before; the active one is neither deleted nor emptied of a type; the
 * spec's messages in English and French; who may do what; a refused call appends nothing. The
 * kiosk hears "content changed" through the device gateway (run as a process) when its active
 * playlist changes, syncs, and its media sync date moves on the kiosk dashboard.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MediaItem } from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { JobQueue } from '../../src/jobs/index.js';
import { refusal, type Answer } from '../support/api-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { until } from '../support/until.js';
import type { RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { answered, EXTENSION, mediaBytes, startKioskSuite, uploadOne } from '../support/playlist-calls.js';
import type { Account, KioskSuite, UploadKind } from '../support/playlist-calls.js';
import { storageEngines } from '../support/s3-server.js';

const BYTES = mediaBytes(120, 200);

const [files] = storageEngines();

for (const database of featureEngines()) {
  describe(`Community Playlists on ${database.name}`, () => {
    let api: RunningApi;
    let gatewayToken: string;
    let suite: KioskSuite | undefined;
    let tokens: Record<Account, string>;
    /** The kiosk manager's Genie, another Genie they do not manage, and an Abby they do. */
    let genie: { id: number; serial: string };
    let otherGenie: number;
    let abby: number;
    const media: Record<string, MediaItem> = {};

    let typed: TypedApi;

    /** A file uploaded into a kiosk's library or the public one. */
    const upload = async (
      token: string,
      library: number | 'public',
      title: string,
      kind: UploadKind = 'images',
      kioskFolder = 'ambient',
    ): Promise<MediaItem> => {
      const bytes = await BYTES[kind](title.length * 9);
      const fields = { metadata: JSON.stringify([{ title, kioskFolder }]) };
      const file = { name: `${title}.${EXTENSION[kind]}`, bytes };
      const result =
        library === 'public'
          ? await uploadOne(
              api,
              token,
              '/api/mediaitems/library/{library}/upload/{kind}',
              { library, kind },
              file,
              fields,
            )
          : await uploadOne(
              api,
              token,
              '/api/mediaitems/kiosk/{kioskId}/upload/{kind}',
              { kioskId: library, kind },
              file,
              fields,
            );
      return result.mediaItem!;
    };

    const query = <T>(sql: string, params: unknown[] = []) => suite!.query<T>(sql, params);

    /** The playlist of a successful answer. */
    const playlistOf = <Json extends { playlist: object }>(answer: { status: number; json: Json }) =>
      answered(answer, 'playlist');

    const create = async (name: string, kioskId = genie.id, token = tokens.manager) =>
      playlistOf(await typed.post('/api/kioskplaylists', { body: { kioskId, name, isActive: true }, token }));

    const addItems = (playlistId: number, items: MediaItem[], token = tokens.manager) =>
      typed.post('/api/kioskplaylistblobs/bulk', {
        body: { playlistId, mediaItemIds: items.map((item) => item.mediaItemId) },
        token,
      });
    const add = async (playlistId: number, ...items: MediaItem[]) =>
      answered(await addItems(playlistId, items), 'playlistBlobs');

    /** A playlist's name and description saved, by the kiosk manager unless told. */
    const edit = (
      id: number,
      body: { name: string; description?: string; isActive?: boolean },
      token = tokens.manager,
      language?: string,
    ) => typed.put('/api/kioskplaylists/{id}', { path: { id }, body, token, language });
    const activate = (playlist: { id: number; name: string }, token = tokens.manager, language?: string) =>
      edit(playlist.id, { name: playlist.name, isActive: true }, token, language);
    const playlist = (id: number, token = tokens.manager) =>
      typed.get('/api/kioskplaylists/{id}', { path: { id }, token });
    const removePlaylist = (id: number, token = tokens.manager, language?: string) =>
      typed.delete('/api/kioskplaylists/{id}', { path: { id }, token, language });
    const removeItem = (id: number, token = tokens.manager) =>
      typed.delete('/api/kioskplaylistblobs/{id}', { path: { id }, token });
    const removeItems = (playlistBlobIds: number[]) =>
      typed.post('/api/kioskplaylistblobs/delete', { body: { playlistBlobIds }, token: tokens.manager });
    const cover = (id: number, item: MediaItem) =>
      typed.put('/api/kioskplaylists/{id}/cover-media/{mediaId}', {
        path: { id, mediaId: item.mediaItemId },
        token: tokens.manager,
      });
    const playlists = (token = tokens.manager) => typed.get('/api/kioskplaylists', { token });
    /** The media sync date the kiosk dashboard shows for the Genie. */
    const mediaSyncDate = async () =>
      (await typed.get('/api/kioskdashboard/{id}/stats', { path: { id: genie.id }, token: tokens.admin }))
        .json.mediaSyncDate;

    const refused = (answer: () => Promise<{ status: number; json: object }>, expected: Answer) =>
      suite!.refused(answer, expected);

    /** The commands the kiosk has heard, by name. */
    const heard: string[] = [];

    beforeAll(async () => {
      suite = await startKioskSuite(database, files!);
      ({ api, tokens, gatewayToken } = suite);
      typed = typedApi(api.url);
      const ownGenie = suite.managed.find((k) => k.type === KioskType.Genie)!;
      genie = { id: ownGenie.id, serial: ownGenie.serial };
      abby = suite.managed.find((k) => k.type === KioskType.Abby)?.id ?? 0;
      otherGenie = suite.unmanaged.find((k) => k.type === KioskType.Genie)!.id;
      media.picture = await upload(tokens.manager, genie.id, 'Sunrise');
      media.song = await upload(tokens.manager, genie.id, 'Birdsong', 'audio');
      media.clip = await upload(tokens.manager, genie.id, 'Garden tour', 'videos', 'announcement');
      media.second = await upload(tokens.manager, genie.id, 'Harbour');
      media.public = await upload(tokens.admin, 'public', 'Public harbour');
      media.foreign = await upload(tokens.admin, otherGenie, 'Someone else');
      await api.app.get(JobQueue).drained();
      await suite.listen(ownGenie, heard);
    }, 240_000);

    afterAll(async () => {
      await suite?.stop();
    }, 30_000);

    it("makes playlists of the kiosk's library, activates one, and the kiosk syncs at once", async () => {
      const syncedBefore = await mediaSyncDate();
      const morning = await create(' Morning ');
      // A new kiosk playlist starts inactive, whatever the call says.
      expect(morning).toMatchObject({
        kioskId: genie.id,
        name: 'Morning',
        description: '',
        isActive: false,
        mediaCount: 0,
        isMissingMedia: true,
        playlistBlobs: [],
      });
      const blobs = await add(morning.id, media.picture!, media.song!, media.clip!, media.picture!);
      expect(blobs.map((blob) => [blob.title, blob.playlistId])).toEqual([
        ['Sunrise', morning.id],
        ['Birdsong', morning.id],
        ['Garden tour', morning.id],
      ]);
      expect(await add(morning.id, media.song!)).toEqual([]);

      const active = playlistOf(await activate({ ...morning, name: 'Mornings' }));
      expect(active).toMatchObject({
        name: 'Mornings',
        isActive: true,
        mediaCount: 3,
        isMissingMedia: false,
      });
      // The kiosk hears of it through the gateway, syncs, and the dashboard's sync date moves.
      await until(
        'the kiosk told its content changed',
        async () => [...heard],
        (names) => names.includes('contentChanged'),
      );
      const synced = await until(
        'the media sync date moved',
        mediaSyncDate,
        (date) => date !== null && date !== syncedBefore,
      );
      expect(Date.parse(synced!)).toBeGreaterThan(Date.now() - 60_000);

      // The ambient preview: what the kiosk plays, announcements included.
      const ambient = (
        await typed.get('/api/kioskplaylists/{id}/ambient', {
          path: { id: morning.id },
          token: tokens.manager,
        })
      ).json.playlistBlobs;
      expect(ambient.map((blob) => [blob.title, blob.kioskFolder])).toEqual([
        ['Sunrise', 'ambient'],
        ['Birdsong', 'ambient'],
        ['Garden tour', 'announcement'],
      ]);

      // Another playlist activated replaces it, and the kiosk is told again.
      const evening = await create('Evening');
      await add(evening.id, media.second!, media.song!, media.clip!);
      const told = heard.filter((name) => name === 'contentChanged').length;
      expect(playlistOf(await activate(evening))).toMatchObject({ isActive: true });
      const listed = (
        await typed.get('/api/kioskplaylists/kiosk/{kioskId}', {
          path: { kioskId: genie.id },
          token: tokens.manager,
        })
      ).json.kioskPlaylists;
      expect(listed.filter((each) => each.isActive).map((each) => each.id)).toEqual([evening.id]);
      await until(
        'the kiosk told again',
        async () => heard.filter((name) => name === 'contentChanged').length,
        (n) => n > told,
      );
      // Editing the active one's content tells it too; an inactive one's does not.
      const before = heard.filter((name) => name === 'contentChanged').length;
      await add(morning.id, media.second!);
      const extra = findIn(await add(evening.id, media.picture!));
      await until(
        'told of the active edit',
        async () => heard.filter((name) => name === 'contentChanged').length,
        (n) => n === before + 1,
      );
      expect((await removeItem(extra.id)).json.deletedIds).toEqual([extra.id]);

      // The one replaced may now be deleted.
      expect((await removePlaylist(morning.id)).json.deletedIds).toEqual([morning.id]);
      await refused(() => playlist(morning.id), refusal(404, 'This playlist no longer exists.', 1));
      // Who did what with which media is in the log, the texts sealed (decision 0054).
      const events = await query<{
        type: string;
        data: Record<string, unknown>;
        metadata: { userId: string };
      }>(`SELECT type, data, metadata FROM event_store WHERE stream_id = $1 ORDER BY global_position`, [
        `kiosk-playlist-${morning.id}`,
      ]);
      expect(events.map((event) => event.type)).toEqual([
        'KioskPlaylistCreated',
        'KioskPlaylistItemsAdded',
        'KioskPlaylistEdited',
        'KioskPlaylistActivated',
        'KioskPlaylistDeactivated',
        'KioskPlaylistItemsAdded',
        'KioskPlaylistDeleted',
      ]);
      expect(events.every((event) => event.metadata.userId !== null)).toBe(true);
      expect(
        (events[1]!.data.items as Array<{ mediaItemId: number }>).map((item) => item.mediaItemId),
      ).toEqual([media.picture!.mediaItemId, media.song!.mediaItemId, media.clip!.mediaItemId]);
      expect(JSON.stringify(events)).not.toContain('Morning');
    });

    it('holds the rules with their messages, in English and French, appending nothing', async () => {
      const rules = await create('Rules');
      await refused(
        () =>
          typed.post('/api/kioskplaylists', {
            body: { kioskId: genie.id, name: '  ' },
            token: tokens.manager,
          }),
        refusal(422, 'Name is required'),
      );
      await refused(
        () => edit(rules.id, { name: 'n'.repeat(51) }, tokens.manager, 'fr'),
        refusal(422, 'Le nom ne peut pas dépasser 50 caractères'),
      );
      await refused(
        () => edit(rules.id, { name: 'Rules', description: 'd'.repeat(101) }),
        refusal(422, 'Description cannot exceed 100 characters'),
      );
      await refused(() => activate(rules), refusal(422, 'A playlist without media cannot be activated.'));
      await add(rules.id, media.picture!, media.song!);
      await refused(
        () => activate(rules, tokens.manager, 'fr'),
        refusal(
          422,
          'La liste active d’un kiosque doit contenir au moins un média de chaque type\u202f: une image, un son et une vidéo.',
        ),
      );
      expect(await add(rules.id, media.clip!)).toHaveLength(1);
      const full = playlistOf(await activate(rules));
      expect(full.isActive).toBe(true);
      const clipBlob = findIn(full.playlistBlobs, (blob) => blob.mediaItemId === media.clip!.mediaItemId);
      await refused(
        () => removeItems([clipBlob.id]),
        refusal(
          422,
          "Action not permitted. A kiosk's active playlist needs at least one media item per media type: a picture, a sound and a video.",
        ),
      );
      await refused(
        () => removePlaylist(rules.id, tokens.manager, 'fr'),
        refusal(422, 'Une liste de lecture active ne peut pas être supprimée. Activez-en d’abord une autre.'),
      );
      // The kiosk's library only: not the public one, nor another kiosk's even for an admin.
      await refused(
        () => addItems(rules.id, [media.public!]),
        refusal(422, "A community playlist takes media from the kiosk's library only."),
      );
      await refused(
        () => addItems(rules.id, [media.foreign!], tokens.admin),
        refusal(422, "A community playlist takes media from the kiosk's library only."),
      );
      // One the caller may not read answers as a missing one.
      await refused(
        () => addItems(rules.id, [media.foreign!]),
        refusal(404, 'This media item no longer exists.'),
      );
      if (abby > 0)
        await refused(
          () =>
            typed.post('/api/kioskplaylists', {
              body: { kioskId: abby, name: 'Abby' },
              token: tokens.manager,
            }),
          refusal(422, 'Community playlists belong to Genie kiosks.'),
        );
      await refused(
        () => removeItems([2_147_483_000]),
        refusal(404, 'This item is no longer in the playlist.', 1),
      );
      // The cover: a picture of the kiosk's library.
      const covered = playlistOf(await cover(rules.id, media.picture!));
      expect(covered).toMatchObject({
        coverImageMediaItemId: media.picture!.mediaItemId,
        coverImageBlobName: media.picture!.blobName,
      });
      await refused(() => cover(rules.id, media.song!), refusal(422, 'The cover must be a picture.'));
    });

    it("answers another kiosk's playlists as missing ones, to kiosk managers, family facilitators and visitors", async () => {
      const foreign = await create('Not yours', otherGenie, tokens.admin);
      const blob = findIn(
        answered(await addItems(foreign.id, [media.foreign!], tokens.admin), 'playlistBlobs'),
      );
      const missing = refusal(404, 'This playlist no longer exists.', 1);
      for (const token of [tokens.manager, tokens.family, tokens.visitor]) {
        await refused(() => playlist(foreign.id, token), missing);
        await refused(
          () => typed.get('/api/kioskplaylists/{id}/ambient', { path: { id: foreign.id }, token }),
          missing,
        );
        await refused(() => edit(foreign.id, { name: 'Mine', isActive: true }, token), missing);
        await refused(() => removePlaylist(foreign.id, token), missing);
        await refused(() => addItems(foreign.id, [media.picture!], token), missing);
        await refused(
          () => removeItem(blob.id, token),
          refusal(404, 'This item is no longer in the playlist.', 1),
        );
        await refused(
          () => typed.post('/api/kioskplaylists', { body: { kioskId: otherGenie, name: 'Mine' }, token }),
          refusal(404, 'This kiosk no longer exists.', 1),
        );
        await refused(
          () => typed.get('/api/kioskplaylists/kiosk/{kioskId}', { path: { kioskId: otherGenie }, token }),
          refusal(404, 'This kiosk no longer exists.', 1),
        );
      }
      const seen = (await playlists()).json.kioskPlaylists;
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.some((each) => each.kioskId === otherGenie)).toBe(false);
      expect((await playlists(tokens.family)).json.kioskPlaylists).toEqual([]);
      const all = (await playlists(tokens.admin)).json.kioskPlaylists;
      expect(all.map((each) => each.id)).toContain(foreign.id);
    });

    it('takes "content changed" orders at the gateway only when well formed', async () => {
      const commands = new URL('commands', api.config.gatewayHealthUrl).toString();
      const post = (body: unknown) =>
        fetch(commands, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${gatewayToken}` },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));
      for (const bad of [
        { contentChanged: [] },
        { contentChanged: [{ serialNumber: 'a/b' }] },
        { contentChanged: 1 },
      ]) {
        const answer = await post(bad);
        expect(answer.status).toBe(400);
        expect(answer.json.errorSeverity).toBe(1);
      }
      const sent = await post({ contentChanged: [{ serialNumber: genie.serial }] });
      expect(sent.status).toBe(200);
      expect(sent.json.sent).toEqual([{ serialNumber: genie.serial, commandId: expect.any(String) }]);
    });
  });
}
