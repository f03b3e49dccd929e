/**
 * Memory Albums through the API (issue 12; decision 0042): a family facilitator makes an album
 * for their resident from pictures uploaded into the resident's library and the public one, sets
 * a cover, removes items, deletes the album; the spec's messages in English and French; who may
 * do what; a refused call appends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MediaItem, PlaylistBlob, Profile, ResidentPlaylistDetail } from '@ambient/core';
import { callApi, eventHead, refusal, settledEventHead, type Answer } from '../support/api-calls.js';
import { startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { answered, mediaBytes, signInAll, uploadOne, type Account } from '../support/playlist-calls.js';
import { storageEngines } from '../support/s3-server.js';

const BYTES = mediaBytes(120, 200);

const [files] = storageEngines();

for (const database of databaseEngines()) {
  describe(`Memory Albums on ${database.name}`, () => {
    let api: RunningApi;
    let stop: () => Promise<void>;
    let tokens: Record<Account, string>;
    let family: Profile;
    let ownResident: number;
    let otherResident: number;
    const media: Record<string, MediaItem> = {};

    async function upload(
      token: string,
      library: string,
      title: string,
      kind = 'images',
    ): Promise<MediaItem> {
      const bytes = kind === 'images' ? await BYTES.images(title.length * 7) : Buffer.from('ID3');
      const result = await uploadOne<{ mediaItem: MediaItem | null }>(
        api,
        token,
        `mediaitems/${library}/upload/${kind}`,
        { name: `${title}.png`, bytes },
        { metadata: JSON.stringify([{ title }]) },
      );
      return result.mediaItem!;
    }

    const call = (method: string, path: string, body?: unknown, token = tokens.family, language?: string) =>
      callApi(api.url, method, path, { token, body, language });

    const albumOf = async (answer: Answer) => answered<ResidentPlaylistDetail>(answer, 'playlist');

    /** The call is refused with this answer and appends no event. */
    async function refused(answer: Promise<Answer>, expected: Answer): Promise<void> {
      const head = await settledEventHead(api);
      expect(await answer).toEqual(expected);
      expect(await eventHead(api)).toBe(head);
    }

    beforeAll(async () => {
      const started = await files!.start();
      stop = started.stop;
      api = await startApi(database, started.env);
      tokens = await signInAll(api);
      family = ((await call('GET', 'users/me')).json as unknown as { profile: Profile }).profile;
      ownResident = family.residentIds[0]!;
      const { residents } = (await call('GET', 'residents/manager', undefined, tokens.admin))
        .json as unknown as {
        residents: Array<{ id: number }>;
      };
      otherResident = residents.find((r) => !family.residentIds.includes(r.id))!.id;
      media.beach = await upload(tokens.family, `resident/${ownResident}`, 'Beach');
      media.garden = await upload(tokens.family, `resident/${ownResident}`, 'Garden');
      media.public = await upload(tokens.admin, 'library/public', 'Harbour');
      media.foreign = await upload(tokens.admin, `resident/${otherResident}`, 'Someone else');
    }, 180_000);

    afterAll(async () => {
      await api?.close();
      await stop?.();
    });

    it('makes an album of the resident library and the public one, with a cover, then removes items and the album', async () => {
      const created = await albumOf(
        await call('POST', 'residentplaylists', {
          residentId: ownResident,
          name: ' Summer days ',
          description: 'At the seaside',
        }),
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
      const added = await call('POST', 'residentplaylistblobs/bulk', {
        playlistId: created.id,
        mediaItemIds: [media.beach!.mediaItemId, media.public!.mediaItemId, media.garden!.mediaItemId],
      });
      expect(added.status).toBe(200);
      const blobs = added.json.playlistBlobs as PlaylistBlob[];
      expect(blobs.map((blob) => [blob.title, blob.playlistId])).toEqual([
        ['Beach', created.id],
        ['Harbour', created.id],
        ['Garden', created.id],
      ]);
      // Already there: added once.
      const again = await call('POST', 'residentplaylistblobs/bulk', {
        playlistId: created.id,
        mediaItemIds: [media.beach!.mediaItemId],
      });
      expect(again.json.playlistBlobs).toEqual([]);

      const covered = await albumOf(
        await call('PUT', `residentplaylists/${created.id}/cover-media/${media.garden!.mediaItemId}`),
      );
      expect(covered.coverImageMediaItemId).toBe(media.garden!.mediaItemId);
      expect(covered.coverImageBlobName).toBe(media.garden!.blobName);
      expect(covered.coverImage).toEqual(expect.stringContaining('/'));

      const edited = await albumOf(
        await call('PUT', `residentplaylists/${created.id}`, {
          name: 'Summer days',
          description: '',
          isSlideShow: true,
        }),
      );
      expect(edited).toMatchObject({ isSlideShow: true, description: '', mediaCount: 3 });

      expect((await call('DELETE', `residentplaylistblobs/${blobs[0]!.id}`)).json.deletedIds).toEqual([
        blobs[0]!.id,
      ]);
      expect(
        (await call('POST', 'residentplaylistblobs/delete', { playlistBlobIds: [blobs[1]!.id] })).json
          .deletedIds,
      ).toEqual([blobs[1]!.id]);
      const left = await albumOf(await call('GET', `residentplaylists/${created.id}`));
      expect(left.playlistBlobs.map((blob) => blob.title)).toEqual(['Garden']);

      const listed = (await call('GET', `residentplaylists/resident/${ownResident}`)).json
        .residentPlaylists as Array<{ id: number; mediaCount: number }>;
      expect(listed.find((album) => album.id === created.id)?.mediaCount).toBe(1);
      const all = (await call('GET', 'residentplaylists', undefined, tokens.admin)).json
        .residentPlaylists as Array<{
        id: number;
      }>;
      expect(all.map((album) => album.id)).toContain(created.id);

      expect((await call('DELETE', `residentplaylists/${created.id}`)).json.deletedIds).toEqual([created.id]);
      await refused(
        call('GET', `residentplaylists/${created.id}`),
        refusal(404, 'This album no longer exists.', 1),
      );
    });

    it('holds the spec rules with their messages, in English and French, appending nothing', async () => {
      const album = await albumOf(
        await call('POST', 'residentplaylists', { residentId: ownResident, name: 'Rules' }),
      );
      await refused(
        call('POST', 'residentplaylists', { residentId: ownResident, name: '  ' }),
        refusal(422, 'Name is required'),
      );
      await refused(
        call('PUT', `residentplaylists/${album.id}`, { name: 'n'.repeat(51) }, tokens.family, 'fr'),
        refusal(422, 'Le nom ne peut pas dépasser 50 caractères'),
      );
      await refused(
        call('PUT', `residentplaylists/${album.id}`, { name: 'Rules', description: 'd'.repeat(101) }),
        refusal(422, 'Description cannot exceed 100 characters'),
      );
      // Another resident's picture, even one the caller may read, is not this album's to show.
      await refused(
        call(
          'POST',
          'residentplaylistblobs/bulk',
          {
            playlistId: album.id,
            mediaItemIds: [media.beach!.mediaItemId, media.foreign!.mediaItemId],
          },
          tokens.admin,
        ),
        refusal(422, "An album takes media from the resident's library or the public library only."),
      );
      // One the caller may not read answers as a missing one.
      await refused(
        call('POST', 'residentplaylistblobs/bulk', {
          playlistId: album.id,
          mediaItemIds: [media.foreign!.mediaItemId],
        }),
        refusal(404, 'This media item no longer exists.'),
      );
      await refused(
        call(
          'PUT',
          `residentplaylists/${album.id}/cover-media/${media.foreign!.mediaItemId}`,
          undefined,
          tokens.admin,
        ),
        refusal(422, "An album takes media from the resident's library or the public library only."),
      );
      await refused(
        call('POST', 'residentplaylistblobs/delete', { playlistBlobIds: [2_147_483_000] }),
        refusal(404, 'This item is no longer in the album.', 1),
      );
    });

    it("answers another resident's albums as missing ones, to family facilitators, kiosk managers and visitors", async () => {
      const foreign = await albumOf(
        await call(
          'POST',
          'residentplaylists',
          { residentId: otherResident, name: 'Not yours' },
          tokens.admin,
        ),
      );
      const [blob] = (
        await call(
          'POST',
          'residentplaylistblobs/bulk',
          {
            playlistId: foreign.id,
            mediaItemIds: [media.foreign!.mediaItemId],
          },
          tokens.admin,
        )
      ).json.playlistBlobs as PlaylistBlob[];
      const missing = refusal(404, 'This album no longer exists.', 1);
      await refused(call('GET', `residentplaylists/${foreign.id}`), missing);
      await refused(call('PUT', `residentplaylists/${foreign.id}`, { name: 'Mine' }), missing);
      await refused(call('DELETE', `residentplaylists/${foreign.id}`), missing);
      await refused(
        call('POST', 'residentplaylistblobs/bulk', {
          playlistId: foreign.id,
          mediaItemIds: [media.beach!.mediaItemId],
        }),
        missing,
      );
      await refused(
        call('DELETE', `residentplaylistblobs/${blob!.id}`),
        refusal(404, 'This item is no longer in the album.', 1),
      );
      await refused(
        call('POST', 'residentplaylists', { residentId: otherResident, name: 'Mine' }),
        refusal(404, 'This resident no longer exists.', 1),
      );
      await refused(
        call('GET', `residentplaylists/resident/${otherResident}`, undefined, tokens.visitor),
        refusal(404, 'This resident no longer exists.', 1),
      );
      const seen = (await call('GET', 'residentplaylists')).json.residentPlaylists as Array<{
        residentId: number;
      }>;
      expect(seen.every((album) => family.residentIds.includes(album.residentId))).toBe(true);
      expect(
        (await call('GET', 'residentplaylists', undefined, tokens.visitor)).json.residentPlaylists,
      ).toEqual([]);
    });
  });
}
