/**
 * Abby profiles through the API (issue 12; decision 0075): a kiosk manager makes Community
 * Playlists of their Abby from the shared library; a new one misses its required media (an ambient
 * video, music and a picture) and cannot be activated until it holds them; activating one
 * deactivates the one before and the Abby hears "content changed" through the device gateway; the
 * active one is neither deleted nor stripped of its required media ("Action not permitted").
 * Resident Playlists take the resident manager's types only. The spec's messages in English and
 * French; who may do what; a refused call appends nothing; the names are sealed in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  MediaCategory,
  type AbbyMediaFile,
  type AbbyProfile,
  type AbbyProfileDetail,
  type AbbyProfileWithDetails,
} from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { JobQueue } from '../../src/jobs/index.js';
import { callApi, refusal, type Answer } from '../support/api-calls.js';
import { until } from '../support/until.js';
import type { RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { answered, EXTENSION, mediaBytes, startKioskSuite, uploadOne } from '../support/playlist-calls.js';
import type { Account, KioskSuite, UploadKind } from '../support/playlist-calls.js';
import { storageEngines } from '../support/s3-server.js';

const BYTES = mediaBytes(90, 160);

const [files] = storageEngines();

for (const database of databaseEngines()) {
  describe(`Abby profiles on ${database.name}`, () => {
    let api: RunningApi;
    let suite: KioskSuite | undefined;
    let tokens: Record<Account, string>;
    /** The kiosk manager's Abby, an Abby they do not manage, their Genie, and a resident of their Abby. */
    let abby: { id: number; serial: string };
    let otherAbby: number;
    let genie: number;
    let resident: number;
    const file: Record<string, AbbyMediaFile> = {};

    /** A file of the shared library, uploaded by the admin with its path type. */
    async function upload(title: string, pathTypeId: number, kind: UploadKind): Promise<AbbyMediaFile> {
      const name = `${title}.${EXTENSION[kind]}`;
      const result = await uploadOne<{ mediaFile: AbbyMediaFile | null }>(
        api,
        tokens.admin,
        `mediafiles/upload/${kind}`,
        { name, bytes: await BYTES[kind](title.length * 9) },
        { metadata: JSON.stringify([{ filename: name, title }]), mediaPathTypeId: String(pathTypeId) },
      );
      return result.mediaFile!;
    }

    const call = (method: string, path: string, body?: unknown, token = tokens.manager, language?: string) =>
      callApi(api.url, method, path, { token, body, language });

    const query = <T>(sql: string, params: unknown[] = []) => suite!.query<T>(sql, params);

    const profileOf = async (answer: Answer) => answered<AbbyProfileWithDetails>(answer, 'profile');

    const createKioskProfile = async (name: string, kioskId = abby.id) =>
      profileOf(await call('POST', 'abbykioskprofiles', { kioskId, name, isActive: true }));
    const createResidentProfile = async (name: string, token = tokens.manager) =>
      profileOf(await call('POST', 'abbyresidentprofiles', { residentId: resident, name }, token));

    const add = async (profileId: number, isResident: boolean, ...added: AbbyMediaFile[]) => {
      const answer = await call(`POST`, `abbyprofiledetails/bulk${isResident ? '?isResident=true' : ''}`, {
        profileId,
        mediaFileIds: added.map((each) => each.mediaFileId),
      });
      return answered<AbbyProfileDetail[]>(answer, 'profileDetails');
    };

    const activate = (profile: AbbyProfile, language?: string) =>
      call(
        'PUT',
        `${profile.residentId === null ? 'abbykioskprofiles' : 'abbyresidentprofiles'}/${profile.id}`,
        { name: profile.name, isActive: true },
        tokens.manager,
        language,
      );

    /** The call is refused with this answer and appends no event (the kiosk's own facts aside). */
    const refused = (answer: () => Promise<Answer>, expected: Answer) => suite!.refused(answer, expected);

    const heard: string[] = [];

    beforeAll(async () => {
      suite = await startKioskSuite(database, files!);
      ({ api, tokens } = suite);
      const ownAbby = suite.managed.find((k) => k.type === KioskType.Abby)!;
      abby = { id: ownAbby.id, serial: ownAbby.serial };
      genie = suite.managed.find((k) => k.type === KioskType.Genie)!.id;
      otherAbby = suite.unmanaged.find((k) => k.type === KioskType.Abby)!.id;
      resident = (
        await query<{ id: number }>(`SELECT id FROM residents WHERE kiosk_id = $1 ORDER BY id LIMIT 1`, [
          abby.id,
        ])
      )[0]!.id;
      file.ambient = await upload('Waves', MediaCategory.VideosAmbient, 'videos');
      file.music = await upload('Waltz', MediaCategory.AudioMusic, 'audio');
      file.picture = await upload('Meadow', MediaCategory.ImagesGeneral, 'images');
      file.tv = await upload('Quiz show', MediaCategory.VideosTV, 'videos');
      await api.app.get(JobQueue).drained();
      await suite.listen(ownAbby, heard);
    }, 240_000);

    afterAll(async () => {
      await suite?.stop();
    }, 30_000);

    it('makes a Community Playlist valid with its required media, activates it, and the Abby is told', async () => {
      const day = await createKioskProfile(' Daytime ');
      // A new kiosk profile starts inactive and misses its required media.
      expect(day).toMatchObject({
        kioskId: abby.id,
        residentId: null,
        name: 'Daytime',
        isActive: false,
        isValid: false,
        status: 'MissingMedia',
        mediaCount: 0,
        profileDetails: [],
      });
      await refused(
        () => activate(day),
        refusal(
          422,
          'Missing required media: an active community playlist needs at least one ambient video, one music file and one picture.',
        ),
      );
      // The picker lists the shared library's files of a type the profile does not hold yet.
      const available = (path: number) =>
        call('GET', `mediafiles/available/profile/${day.id}/pathtype/${path}?isResident=false`);
      expect(
        ((await available(MediaCategory.AudioMusic)).json.mediaFiles as AbbyMediaFile[]).map((f) => f.title),
      ).toEqual(['Waltz']);
      const details = await add(day.id, false, file.ambient!, file.music!, file.ambient!);
      expect(
        details.map((detail) => [
          detail.title,
          detail.mediaPathTypeId,
          detail.isLinked,
          detail.containerOwner,
        ]),
      ).toEqual([
        ['Waves', MediaCategory.VideosAmbient, true, 1],
        ['Waltz', MediaCategory.AudioMusic, true, 1],
      ]);
      expect((await available(MediaCategory.AudioMusic)).json.mediaFiles).toEqual([]);
      expect((await call('GET', `abbykioskprofiles/${day.id}/status`)).json.profile).toEqual({
        id: day.id,
        hasRequiredMedia: false,
      });
      await add(day.id, false, file.picture!, file.tv!);
      const statuses = (await call('GET', `abbykioskprofiles/kiosk/${abby.id}/statuses`)).json.statuses;
      expect(statuses).toContainEqual({ id: day.id, hasRequiredMedia: true });

      const active = await profileOf(await activate({ ...day, name: 'Days' }));
      expect(active).toMatchObject({
        name: 'Days',
        isActive: true,
        isValid: true,
        status: 'Ready',
        mediaCount: 4,
      });
      expect(active.mediaPathStatuses).toContainEqual({ id: MediaCategory.VideosAmbient, hasMedia: true });
      expect(active.mediaPathStatuses).toContainEqual({ id: MediaCategory.VideosPetCat, hasMedia: false });
      expect(active.mediaPathStatuses.map((status) => status.id)).not.toContain(
        MediaCategory.AudioRadioShows,
      );
      await until(
        'the Abby told its content changed',
        async () => [...heard],
        (names) => names.includes('contentChanged'),
      );

      // The active one keeps its required media; a TV show may go.
      const byTitle = (title: string) => active.profileDetails.find((detail) => detail.title === title)!.id;
      await refused(
        () => call('POST', 'abbyprofiledetails/delete', { profileDetailIds: [byTitle('Waves')] }),
        refusal(
          422,
          'Action not permitted. An active community playlist needs at least one ambient video, one music file and one picture.',
        ),
      );
      await refused(
        () =>
          call(
            'POST',
            'abbyprofiledetails/delete',
            { profileDetailIds: active.profileDetails.map((detail) => detail.id) },
            tokens.manager,
            'fr',
          ),
        refusal(
          422,
          'Action non permise. Une liste communautaire active doit contenir au moins une vidéo d’ambiance, une musique et une image.',
        ),
      );
      expect(
        (
          await call('POST', 'abbyprofiledetails/delete?updateByUserId=x', {
            profileDetailIds: [byTitle('Quiz show')],
          })
        ).json.deletedIds,
      ).toEqual([byTitle('Quiz show')]);
      await refused(
        () => call('DELETE', `abbykioskprofiles/${day.id}`),
        refusal(422, 'An active playlist cannot be deleted. Activate another one first.'),
      );

      // Another one activated replaces it; the one replaced may then be deleted.
      const night = await createKioskProfile('Night');
      await add(night.id, false, file.ambient!, file.music!, file.picture!);
      const told = heard.filter((name) => name === 'contentChanged').length;
      expect(await profileOf(await activate(night))).toMatchObject({ isActive: true });
      const listed = (await call('GET', `abbykioskprofiles/kiosk/${abby.id}?locale=en`)).json
        .profiles as AbbyProfile[];
      expect(listed.filter((profile) => profile.isActive).map((profile) => profile.id)).toEqual([night.id]);
      await until(
        'the Abby told again',
        async () => heard.filter((name) => name === 'contentChanged').length,
        (n) => n > told,
      );
      expect((await call('DELETE', `abbykioskprofiles/${day.id}`)).json.deletedIds).toEqual([day.id]);
      await refused(
        () => call('GET', `abbykioskprofiles/${day.id}`),
        refusal(404, 'This profile no longer exists.', 1),
      );

      // Who did what with which files is in the log; the names are sealed.
      const events = await query<{ type: string; data: Record<string, unknown> }>(
        `SELECT type, data FROM event_store WHERE stream_id = $1 ORDER BY global_position`,
        [`abby-profile-${day.id}`],
      );
      expect(events.map((event) => event.type)).toEqual([
        'AbbyProfileCreated',
        'AbbyProfileDetailsAdded',
        'AbbyProfileDetailsAdded',
        'AbbyProfileEdited',
        'AbbyProfileActivated',
        'AbbyProfileDetailsRemoved',
        'AbbyProfileDeactivated',
        'AbbyProfileDeleted',
      ]);
      expect(JSON.stringify(events)).not.toContain('Daytime');
    });

    it('keeps Resident Playlists to the resident manager’s types, one active, the delete refused on it', async () => {
      const mine = await createResidentProfile('Favourites');
      expect(mine).toMatchObject({ residentId: resident, kioskId: null, isValid: true, status: 'Ready' });
      expect(mine.mediaPathStatuses.map((status) => status.id)).toEqual([1, 3, 4, 5, 6]);
      await refused(
        () =>
          call('POST', 'abbyprofiledetails/bulk?isResident=true', {
            profileId: mine.id,
            mediaFileIds: [file.ambient!.mediaFileId],
          }),
        refusal(422, 'This playlist type is not offered here.'),
      );
      // A resident's profile asked as a kiosk's is none.
      await refused(
        () =>
          call('POST', 'abbyprofiledetails/bulk', {
            profileId: mine.id,
            mediaFileIds: [file.music!.mediaFileId],
          }),
        refusal(404, 'This profile no longer exists.', 1),
      );
      await refused(
        () => call('GET', `abbykioskprofiles/${mine.id}`),
        refusal(404, 'This profile no longer exists.', 1),
      );
      await add(mine.id, true, file.music!, file.tv!);
      // A resident's profile is valid without media of every type, and activated at once.
      expect(await profileOf(await activate(mine))).toMatchObject({ isActive: true, mediaCount: 2 });
      const second = await createResidentProfile('Evenings');
      await profileOf(await activate(second));
      const listed = (await call('GET', `abbyresidentprofiles/resident/${resident}`)).json
        .profiles as AbbyProfile[];
      expect(listed.filter((profile) => profile.isActive).map((profile) => profile.id)).toEqual([second.id]);
      await refused(
        () => call('DELETE', `abbyresidentprofiles/${second.id}`, undefined, tokens.manager, 'fr'),
        refusal(422, 'Une liste de lecture active ne peut pas être supprimée. Activez-en d’abord une autre.'),
      );
      // An active resident profile may lose all its items.
      const detail = await profileOf(await call('GET', `abbyresidentprofiles/${mine.id}`));
      expect(
        (
          await call('POST', 'abbyprofiledetails/delete?isResident=true', {
            profileDetailIds: detail.profileDetails.map((each) => each.id),
          })
        ).json.deletedIds,
      ).toHaveLength(2);
      expect((await call('DELETE', `abbyresidentprofiles/${mine.id}`)).json.deletedIds).toEqual([mine.id]);
    });

    /** POST abbyprofiledetails/upload/{kind}: one file "From computer" into a profile. */
    async function uploadInto(
      profileId: number,
      isResident: boolean,
      kind: keyof typeof EXTENSION,
      pathTypeId: number,
      bytes: Buffer,
      title: string,
      token = tokens.manager,
      language = 'en',
    ): Promise<Answer> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), `${title}.${EXTENSION[kind]}`);
      form.append('metadata', JSON.stringify([{ title }]));
      form.append('profileId', String(profileId));
      form.append('mediaPathTypeId', String(pathTypeId));
      const response = await fetch(
        `${api.url}/api/abbyprofiledetails/upload/${kind}${isResident ? '?isResident=true' : ''}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'accept-language': language },
          body: form,
        },
      );
      return { status: response.status, json: (await response.json()) as Answer['json'] };
    }

    it('uploads files "From computer" into the owner’s library and the profile, judged by their content', async () => {
      // A personal picture (a type the shared library does not take) into a resident's profile.
      const family = await createResidentProfile('Family album');
      const picture = await BYTES.images(40);
      const answer = await uploadInto(
        family.id,
        true,
        'images',
        MediaCategory.ImagesPersonal,
        picture,
        'Wedding',
      );
      expect(answer.status).toBe(200);
      const [result] = answer.json.uploadResults as Array<{
        fileName: string;
        mediaFile: AbbyProfileDetail | null;
        errorMessage: string | null;
      }>;
      expect(result).toMatchObject({
        fileName: 'Wedding.png',
        errorMessage: null,
        mediaFile: {
          profileId: family.id,
          title: 'Wedding',
          mediaPathTypeId: MediaCategory.ImagesPersonal,
          container: `r-${resident}`,
          containerOwner: 2,
          isLinked: false,
          mediaPath: 'images/personal',
        },
      });
      expect((answer.json.profileDetails as AbbyProfileDetail[]).map((detail) => detail.title)).toEqual([
        'Wedding',
      ]);
      const held = await profileOf(await call('GET', `abbyresidentprofiles/${family.id}`));
      expect(held.profileDetails.map((detail) => [detail.title, detail.isLinked])).toEqual([
        ['Wedding', false],
      ]);
      expect(held.mediaPathStatuses).toContainEqual({ id: MediaCategory.ImagesPersonal, hasMedia: true });
      // The file is the resident's: neither in the shared library nor in the picker's list.
      const shared = await call(
        'GET',
        `mediafiles/container/1?mediaPathTypeId=${MediaCategory.ImagesPersonal}`,
      );
      expect(shared.json.mediaFiles).toEqual([]);
      expect((await call('GET', `mediafiles/${result!.mediaFile!.mediaFileId}`)).status).toBe(404);
      // Nor among the resident's Genie media: the library lists no Abby file.
      const library = await call('GET', `mediaitems/resident/${resident}`);
      expect(library.status).toBe(200);
      expect((library.json.mediaItems as Array<{ title: string }>).map((item) => item.title)).not.toContain(
        'Wedding',
      );

      // A kiosk's profile keeps its uploads in the kiosk's library.
      const lobby = await createKioskProfile('Lobby uploads');
      const kept = await uploadInto(
        lobby.id,
        false,
        'images',
        MediaCategory.ImagesGeneral,
        picture,
        'Garden',
      );
      expect(kept.status).toBe(200);
      expect((kept.json.profileDetails as AbbyProfileDetail[])[0]).toMatchObject({
        container: `k-${abby.id}`,
        containerOwner: 3,
        isLinked: false,
      });

      // Judged by content: a picture sent as a video is refused, and nothing is kept.
      await refused(
        () => uploadInto(lobby.id, false, 'videos', MediaCategory.VideosAmbient, picture, 'Not a video'),
        refusal(422, 'Only mp4 video files are supported at this time.'),
      );
      // A type the profile's manager does not offer, and a type of another kind, in the caller's language.
      await refused(
        () =>
          uploadInto(
            family.id,
            true,
            'videos',
            MediaCategory.VideosAmbient,
            picture,
            'Ambient',
            undefined,
            'fr',
          ),
        refusal(422, 'Ce type de liste n’est pas offert ici.'),
      );
      await refused(
        () => uploadInto(family.id, true, 'images', MediaCategory.VideosHomeMovies, picture, 'Movie'),
        refusal(422, 'This library does not take this kind of media.'),
      );
      // Scope: another kiosk's profile, a profile asked under the other kind, a visitor.
      const foreign = await profileOf(
        await call('POST', 'abbykioskprofiles', { kioskId: otherAbby, name: 'Not theirs' }, tokens.admin),
      );
      await refused(
        () => uploadInto(foreign.id, false, 'images', MediaCategory.ImagesGeneral, picture, 'Intruder'),
        refusal(404, 'This profile no longer exists.', 1),
      );
      await refused(
        () => uploadInto(family.id, false, 'images', MediaCategory.ImagesPersonal, picture, 'Other kind'),
        refusal(404, 'This profile no longer exists.', 1),
      );
      const visitor = await uploadInto(
        lobby.id,
        false,
        'images',
        MediaCategory.ImagesGeneral,
        picture,
        'Visitor',
        tokens.visitor,
      );
      expect([403, 404]).toContain(visitor.status);
      // No profile named: a client error, never a 5xx.
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)]), 'x.png');
      const bare = await fetch(`${api.url}/api/abbyprofiledetails/upload/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.manager}` },
        body: form,
      });
      expect(bare.status).toBe(400);

      // An uploaded file leaves its owner's library with the last detail holding it.
      const wedding = result!.mediaFile!;
      expect((await call('GET', `mediaitems/${wedding.mediaFileId}`)).status).toBe(200);
      expect(
        (await call('POST', 'abbyprofiledetails/delete?isResident=true', { profileDetailIds: [wedding.id] }))
          .json.deletedIds,
      ).toEqual([wedding.id]);
      expect((await call('GET', `mediaitems/${wedding.mediaFileId}`)).status).toBe(404);
      const garden = (kept.json.profileDetails as AbbyProfileDetail[])[0]!;
      expect((await call('DELETE', `abbykioskprofiles/${lobby.id}`)).status).toBe(200);
      expect((await call('GET', `mediaitems/${garden.mediaFileId}`)).status).toBe(404);
      // A file of the shared library stays when it leaves a profile.
      expect((await call('GET', `mediafiles/${file.music!.mediaFileId}`)).status).toBe(200);
    });

    it('holds the text rules and the Abby-only rule, appending nothing', async () => {
      await refused(
        () => call('POST', 'abbykioskprofiles', { kioskId: abby.id, name: '  ' }),
        refusal(422, 'Name is required'),
      );
      const rules = await createKioskProfile('Rules');
      await refused(
        () => call('PUT', `abbykioskprofiles/${rules.id}`, { name: 'n'.repeat(51) }, tokens.manager, 'fr'),
        refusal(422, 'Le nom ne peut pas dépasser 50 caractères'),
      );
      await refused(
        () => call('PUT', `abbykioskprofiles/${rules.id}`, { name: 'Rules', description: 'd'.repeat(101) }),
        refusal(422, 'Description cannot exceed 100 characters'),
      );
      await refused(
        () => call('POST', 'abbykioskprofiles', { kioskId: genie, name: 'Genie' }),
        refusal(422, 'Profiles belong to Abby kiosks and their residents.'),
      );
      const bad = await call('POST', 'abbyprofiledetails/bulk', { profileId: rules.id, mediaFileIds: ['x'] });
      expect(bad.status).toBe(400);
      expect(bad.json.errorSeverity).toBe(0);
      await refused(
        () => call('POST', 'abbyprofiledetails/bulk', { profileId: rules.id, mediaFileIds: [2_000_000_000] }),
        refusal(404, 'This media item no longer exists.'),
      );
    });

    it('lets only those who may see the owner read or change its profiles', async () => {
      const kept = await createKioskProfile('Kept');
      const foreign = await profileOf(
        await call('POST', 'abbykioskprofiles', { kioskId: otherAbby, name: 'Theirs' }, tokens.admin),
      );
      await refused(
        () => call('GET', `abbykioskprofiles/kiosk/${otherAbby}`),
        refusal(404, 'This kiosk no longer exists.', 1),
      );
      await refused(
        () => call('PUT', `abbykioskprofiles/${foreign.id}`, { name: 'Mine now' }),
        refusal(404, 'This profile no longer exists.', 1),
      );
      await refused(
        () => call('POST', 'abbykioskprofiles', { kioskId: abby.id, name: 'Family' }, tokens.family),
        refusal(404, 'This kiosk no longer exists.', 1),
      );
      const visitor = await call('GET', `abbykioskprofiles/${kept.id}`, undefined, tokens.visitor);
      expect([403, 404]).toContain(visitor.status);
      expect((await call('GET', `abbykioskprofiles/${kept.id}`, undefined, tokens.admin)).status).toBe(200);
    });
  });
}
