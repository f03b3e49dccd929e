/**
 * Memory Albums through the API (issue 12; decision 0042): a family facilitator makes an album
 * for their resident from pictures uploaded into the resident's library and the public one, sets
 * a cover, removes items, deletes the album; the spec's messages in English and French; who may
 * do what; a refused call appends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MediaItem, Profile } from '@ambient/core';
import { eventHead, refusal, settledEventHead, type Answer } from '../support/api-calls.js';
import { startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { answered, mediaBytes, signInAll, uploadOne, type Account } from '../support/playlist-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { storageEngines } from '../support/s3-server.js';

const BYTES = mediaBytes(120, 200);

const [files] = storageEngines();

for (const database of featureEngines()) {
  describe(`Memory Albums on ${database.name}`, () => {
    let api: RunningApi;
    let stop: () => Promise<void>;
    let tokens: Record<Account, string>;
    let family: Profile;
    let ownResident: number;
    let otherResident: number;
    const media: Record<string, MediaItem> = {};
    let typed: TypedApi;

    /** A picture uploaded into a resident's library or the public one. */
    async function upload(token: string, library: number | 'public', title: string): Promise<MediaItem> {
      const file = { name: `${title}.png`, bytes: await BYTES.images(title.length * 7) };
      const fields = { metadata: JSON.stringify([{ title }]) };
      const result =
        library === 'public'
          ? await uploadOne(
              api,
              token,
              '/api/mediaitems/library/{library}/upload/{kind}',
              { library, kind: 'images' },
              file,
              fields,
            )
          : await uploadOne(
              api,
              token,
              '/api/mediaitems/resident/{residentId}/upload/{kind}',
              { residentId: library, kind: 'images' },
              file,
              fields,
            );
      return result.mediaItem!;
    }

    /** The album of a successful answer. */
    const albumOf = <Json extends { playlist: object }>(answer: { status: number; json: Json }) =>
      answered(answer, 'playlist');
    const createAlbum = (
      body: { residentId: number; name: string; description?: string },
      token = tokens.family,
    ) => typed.post('/api/residentplaylists', { body, token });
    const editAlbum = (
      id: number,
      body: { name: string; description?: string; isSlideShow?: boolean },
      language?: string,
    ) => typed.put('/api/residentplaylists/{id}', { path: { id }, body, token: tokens.family, language });
    const addItems = (playlistId: number, items: MediaItem[], token = tokens.family) =>
      typed.post('/api/residentplaylistblobs/bulk', {
        body: { playlistId, mediaItemIds: items.map((item) => item.mediaItemId) },
        token,
      });
    const cover = (id: number, item: MediaItem, token = tokens.family) =>
      typed.put('/api/residentplaylists/{id}/cover-media/{mediaId}', {
        path: { id, mediaId: item.mediaItemId },
        token,
      });
    const album = (id: number) =>
      typed.get('/api/residentplaylists/{id}', { path: { id }, token: tokens.family });
    const removeAlbum = (id: number) =>
      typed.delete('/api/residentplaylists/{id}', { path: { id }, token: tokens.family });
    const removeItem = (id: number) =>
      typed.delete('/api/residentplaylistblobs/{id}', { path: { id }, token: tokens.family });
    const removeItems = (playlistBlobIds: number[]) =>
      typed.post('/api/residentplaylistblobs/delete', { body: { playlistBlobIds }, token: tokens.family });
    const albums = (token = tokens.family) => typed.get('/api/residentplaylists', { token });

    /** The call is refused with this answer and appends no event. */
    async function refused(
      answer: Promise<{ status: number; json: object }>,
      expected: Answer,
    ): Promise<void> {
      const head = await settledEventHead(api);
      expect(await answer).toEqual(expected);
      expect(await eventHead(api)).toBe(head);
    }

    beforeAll(async () => {
      const started = await files!.start();
      stop = started.stop;
      api = await startApi(database, started.env);
      typed = typedApi(api.url);
      tokens = await signInAll(api);
      family = (await typed.get('/api/users/me', { token: tokens.family })).json.profile;
      ownResident = findIn(family.residentIds);
      const { residents } = (await typed.get('/api/residents/manager', { token: tokens.admin })).json;
      otherResident = findIn(residents, (r) => !family.residentIds.includes(r.id)).id;
      media.beach = await upload(tokens.family, ownResident, 'Beach');
      media.garden = await upload(tokens.family, ownResident, 'Garden');
      media.public = await upload(tokens.admin, 'public', 'Harbour');
      media.foreign = await upload(tokens.admin, otherResident, 'Someone else');
    }, 180_000);

    afterAll(async () => {
      await api?.close();
      await stop?.();
    });

    it('makes an album of the resident library and the public one, with a cover, then removes items and the album', async () => {
      const created = albumOf(
        await createAlbum({ residentId: ownResident, name: ' Summer days ', description: 'At the seaside' }),
      );
      expect(created).toMatchObject({
        residentId: ownResident,
        name: 'Summer days',
        description: 'At the seaside',
        isSlideShow: false,
        coverImage: null,
        mediaCount: 0,
        updateByUserId: family.id,
        playlistBlobs: [],
      });
      const added = await addItems(created.id, [media.beach!, media.public!, media.garden!]);
      expect(added.status).toBe(200);
      const blobs = added.json.playlistBlobs;
      expect(blobs.map((blob) => [blob.title, blob.playlistId])).toEqual([
        ['Beach', created.id],
        ['Harbour', created.id],
        ['Garden', created.id],
      ]);
      // Already there: added once.
      const again = await addItems(created.id, [media.beach!]);
      expect(again.json.playlistBlobs).toEqual([]);

      const covered = albumOf(await cover(created.id, media.garden!));
      expect(covered.coverImageMediaItemId).toBe(media.garden!.mediaItemId);
      expect(covered.coverImageBlobName).toBe(media.garden!.blobName);
      expect(covered.coverImage).toEqual(expect.stringContaining('/'));

      const edited = albumOf(
        await editAlbum(created.id, { name: 'Summer days', description: '', isSlideShow: true }),
      );
      expect(edited).toMatchObject({ isSlideShow: true, description: '', mediaCount: 3 });

      expect((await removeItem(blobs[0]!.id)).json.deletedIds).toEqual([blobs[0]!.id]);
      expect((await removeItems([blobs[1]!.id])).json.deletedIds).toEqual([blobs[1]!.id]);
      const left = albumOf(await album(created.id));
      expect(left.playlistBlobs.map((blob) => blob.title)).toEqual(['Garden']);

      const listed = (
        await typed.get('/api/residentplaylists/resident/{residentId}', {
          path: { residentId: ownResident },
          token: tokens.family,
        })
      ).json.residentPlaylists;
      expect(listed.find((each) => each.id === created.id)?.mediaCount).toBe(1);
      const all = (await albums(tokens.admin)).json.residentPlaylists;
      expect(all.map((each) => each.id)).toContain(created.id);

      expect((await removeAlbum(created.id)).json.deletedIds).toEqual([created.id]);
      await refused(album(created.id), refusal(404, 'This album no longer exists.', 1));
    });

    it('holds the spec rules with their messages, in English and French, appending nothing', async () => {
      const rules = albumOf(await createAlbum({ residentId: ownResident, name: 'Rules' }));
      await refused(createAlbum({ residentId: ownResident, name: '  ' }), refusal(422, 'Name is required'));
      await refused(
        editAlbum(rules.id, { name: 'n'.repeat(51) }, 'fr'),
        refusal(422, 'Le nom ne peut pas dépasser 50 caractères'),
      );
      await refused(
        editAlbum(rules.id, { name: 'Rules', description: 'd'.repeat(101) }),
        refusal(422, 'Description cannot exceed 100 characters'),
      );
      // Another resident's picture, even one the caller may read, is not this album's to show.
      await refused(
        addItems(rules.id, [media.beach!, media.foreign!], tokens.admin),
        refusal(422, "An album takes media from the resident's library or the public library only."),
      );
      // One the caller may not read answers as a missing one.
      await refused(addItems(rules.id, [media.foreign!]), refusal(404, 'This media item no longer exists.'));
      await refused(
        cover(rules.id, media.foreign!, tokens.admin),
        refusal(422, "An album takes media from the resident's library or the public library only."),
      );
      await refused(removeItems([2_147_483_000]), refusal(404, 'This item is no longer in the album.', 1));
    });

    it("answers another resident's albums as missing ones, to family facilitators, kiosk managers and visitors", async () => {
      const foreign = albumOf(
        await createAlbum({ residentId: otherResident, name: 'Not yours' }, tokens.admin),
      );
      const blob = findIn(
        answered(await addItems(foreign.id, [media.foreign!], tokens.admin), 'playlistBlobs'),
      );
      const missing = refusal(404, 'This album no longer exists.', 1);
      await refused(album(foreign.id), missing);
      await refused(editAlbum(foreign.id, { name: 'Mine' }), missing);
      await refused(removeAlbum(foreign.id), missing);
      await refused(addItems(foreign.id, [media.beach!]), missing);
      await refused(removeItem(blob.id), refusal(404, 'This item is no longer in the album.', 1));
      await refused(
        createAlbum({ residentId: otherResident, name: 'Mine' }),
        refusal(404, 'This resident no longer exists.', 1),
      );
      await refused(
        typed.get('/api/residentplaylists/resident/{residentId}', {
          path: { residentId: otherResident },
          token: tokens.visitor,
        }),
        refusal(404, 'This resident no longer exists.', 1),
      );
      const seen = (await albums()).json.residentPlaylists;
      expect(seen.every((each) => family.residentIds.includes(each.residentId))).toBe(true);
      expect((await albums(tokens.visitor)).json.residentPlaylists).toEqual([]);
    });
  });
}
