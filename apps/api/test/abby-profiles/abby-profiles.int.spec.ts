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
import { MediaCategory, type AbbyMediaFile, type ApiPaths } from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { JobQueue } from '../../src/jobs/index.js';
import { callApi, refusal, type Answer } from '../support/api-calls.js';
import { findIn, typedApi, type TypedAnswer, type TypedApi } from '../support/typed-api.js';
import { until } from '../support/until.js';
import type { RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { answered, EXTENSION, mediaBytes, startKioskSuite, uploadOne } from '../support/playlist-calls.js';
import type { Account, KioskSuite, UploadKind } from '../support/playlist-calls.js';
import { storageEngines } from '../support/s3-server.js';

const BYTES = mediaBytes(90, 160);

const [files] = storageEngines();

for (const database of featureEngines()) {
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

    let typed: TypedApi;

    /** A file of the shared library, uploaded by the admin with its path type. */
    async function upload(title: string, pathTypeId: number, kind: UploadKind): Promise<AbbyMediaFile> {
      const name = `${title}.${EXTENSION[kind]}`;
      const result = await uploadOne(
        api,
        tokens.admin,
        '/api/mediafiles/upload/{kind}',
        { kind },
        { name, bytes: await BYTES[kind](title.length * 9) },
        { metadata: JSON.stringify([{ filename: name, title }]), mediaPathTypeId: String(pathTypeId) },
      );
      return result.mediaFile!;
    }

    const query = <T>(sql: string, params: unknown[] = []) => suite!.query<T>(sql, params);

    /** The profile of a successful answer. */
    const profileOf = <Json extends { profile: object }>(answer: { status: number; json: Json }) =>
      answered(answer, 'profile');

    type KioskProfileBody = { kioskId: number; name: string; isActive?: boolean };
    /** A kiosk profile added, by the kiosk manager unless told. */
    const postKioskProfile = (body: KioskProfileBody, token = tokens.manager) =>
      typed.post('/api/abbykioskprofiles', { body, token });
    const createKioskProfile = async (name: string, kioskId = abby.id) =>
      profileOf(await postKioskProfile({ kioskId, name, isActive: true }));
    const createResidentProfile = async (name: string, token = tokens.manager) =>
      profileOf(
        await typed.post('/api/abbyresidentprofiles', { body: { residentId: resident, name }, token }),
      );
    const kioskProfile = (id: number, token = tokens.manager) =>
      typed.get('/api/abbykioskprofiles/{id}', { path: { id }, token });
    const editKioskProfile = (id: number, body: { name: string; description?: string }, language?: string) =>
      typed.put('/api/abbykioskprofiles/{id}', { path: { id }, body, token: tokens.manager, language });
    const removeKioskProfile = (id: number) =>
      typed.delete('/api/abbykioskprofiles/{id}', { path: { id }, token: tokens.manager });
    const residentProfile = (id: number) =>
      typed.get('/api/abbyresidentprofiles/{id}', { path: { id }, token: tokens.manager });
    const removeResidentProfile = (id: number, language?: string) =>
      typed.delete('/api/abbyresidentprofiles/{id}', { path: { id }, token: tokens.manager, language });

    /** Files of the shared library added to a profile (a resident's when told). */
    const addDetails = (profileId: number, isResident: boolean, files: AbbyMediaFile[]) =>
      typed.post('/api/abbyprofiledetails/bulk', {
        query: isResident ? { isResident } : {},
        body: { profileId, mediaFileIds: files.map((each) => each.mediaFileId) },
        token: tokens.manager,
      });
    const add = async (profileId: number, isResident: boolean, ...added: AbbyMediaFile[]) =>
      answered(await addDetails(profileId, isResident, added), 'profileDetails');
    /** A profile's details removed; `query` as the console sends it. */
    const removeDetails = (
      profileDetailIds: number[],
      query: { isResident?: boolean; updateByUserId?: string } = {},
      language?: string,
    ) =>
      typed.post('/api/abbyprofiledetails/delete', {
        query,
        body: { profileDetailIds },
        token: tokens.manager,
        language,
      });

    const activate = (
      profile: { id: number; name: string; residentId: number | null },
      language?: string,
    ) => {
      const options = {
        path: { id: profile.id },
        body: { name: profile.name, isActive: true },
        token: tokens.manager,
        language,
      };
      return profile.residentId === null
        ? typed.put('/api/abbykioskprofiles/{id}', options)
        : typed.put('/api/abbyresidentprofiles/{id}', options);
    };

    /** The call is refused with this answer and appends no event (the kiosk's own facts aside). */
    const refused = (answer: () => Promise<{ status: number; json: object }>, expected: Answer) =>
      suite!.refused(answer, expected);

    const heard: string[] = [];

    beforeAll(async () => {
      suite = await startKioskSuite(database, files!);
      ({ api, tokens } = suite);
      typed = typedApi(api.url);
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
      const available = (pathTypeId: number) =>
        typed.get('/api/mediafiles/available/profile/{profileId}/pathtype/{pathTypeId}', {
          path: { profileId: day.id, pathTypeId },
          query: { isResident: false },
          token: tokens.manager,
        });
      expect((await available(MediaCategory.AudioMusic)).json.mediaFiles.map((f) => f.title)).toEqual([
        'Waltz',
      ]);
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
      expect(
        (
          await typed.get('/api/abbykioskprofiles/{id}/status', {
            path: { id: day.id },
            token: tokens.manager,
          })
        ).json.profile,
      ).toEqual({
        id: day.id,
        hasRequiredMedia: false,
      });
      await add(day.id, false, file.picture!, file.tv!);
      const statuses = (
        await typed.get('/api/abbykioskprofiles/kiosk/{kioskId}/statuses', {
          path: { kioskId: abby.id },
          token: tokens.manager,
        })
      ).json.statuses;
      expect(statuses).toContainEqual({ id: day.id, hasRequiredMedia: true });

      const active = profileOf(await activate({ ...day, name: 'Days' }));
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
      const byTitle = (title: string) => findIn(active.profileDetails, (detail) => detail.title === title).id;
      await refused(
        () => removeDetails([byTitle('Waves')]),
        refusal(
          422,
          'Action not permitted. An active community playlist needs at least one ambient video, one music file and one picture.',
        ),
      );
      await refused(
        () =>
          removeDetails(
            active.profileDetails.map((detail) => detail.id),
            {},
            'fr',
          ),
        refusal(
          422,
          'Action non permise. Une liste communautaire active doit contenir au moins une vidéo d’ambiance, une musique et une image.',
        ),
      );
      expect((await removeDetails([byTitle('Quiz show')], { updateByUserId: 'x' })).json.deletedIds).toEqual([
        byTitle('Quiz show'),
      ]);
      await refused(
        () => removeKioskProfile(day.id),
        refusal(422, 'An active playlist cannot be deleted. Activate another one first.'),
      );

      // Another one activated replaces it; the one replaced may then be deleted.
      const night = await createKioskProfile('Night');
      await add(night.id, false, file.ambient!, file.music!, file.picture!);
      const told = heard.filter((name) => name === 'contentChanged').length;
      expect(profileOf(await activate(night))).toMatchObject({ isActive: true });
      const listed = (
        await typed.get('/api/abbykioskprofiles/kiosk/{kioskId}', {
          path: { kioskId: abby.id },
          query: { locale: 'en' },
          token: tokens.manager,
        })
      ).json.profiles;
      expect(listed.filter((profile) => profile.isActive).map((profile) => profile.id)).toEqual([night.id]);
      await until(
        'the Abby told again',
        async () => heard.filter((name) => name === 'contentChanged').length,
        (n) => n > told,
      );
      expect((await removeKioskProfile(day.id)).json.deletedIds).toEqual([day.id]);
      await refused(() => kioskProfile(day.id), refusal(404, 'This profile no longer exists.', 1));

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
        () => addDetails(mine.id, true, [file.ambient!]),
        refusal(422, 'This playlist type is not offered here.'),
      );
      // A resident's profile asked as a kiosk's is none.
      await refused(
        () => addDetails(mine.id, false, [file.music!]),
        refusal(404, 'This profile no longer exists.', 1),
      );
      await refused(() => kioskProfile(mine.id), refusal(404, 'This profile no longer exists.', 1));
      await add(mine.id, true, file.music!, file.tv!);
      // A resident's profile is valid without media of every type, and activated at once.
      expect(profileOf(await activate(mine))).toMatchObject({ isActive: true, mediaCount: 2 });
      const second = await createResidentProfile('Evenings');
      profileOf(await activate(second));
      const listed = (
        await typed.get('/api/abbyresidentprofiles/resident/{residentId}', {
          path: { residentId: resident },
          token: tokens.manager,
        })
      ).json.profiles;
      expect(listed.filter((profile) => profile.isActive).map((profile) => profile.id)).toEqual([second.id]);
      await refused(
        () => removeResidentProfile(second.id, 'fr'),
        refusal(422, 'Une liste de lecture active ne peut pas être supprimée. Activez-en d’abord une autre.'),
      );
      // An active resident profile may lose all its items.
      const detail = profileOf(await residentProfile(mine.id));
      expect(
        (
          await removeDetails(
            detail.profileDetails.map((each) => each.id),
            { isResident: true },
          )
        ).json.deletedIds,
      ).toHaveLength(2);
      expect((await removeResidentProfile(mine.id)).json.deletedIds).toEqual([mine.id]);
    });

    type UploadAnswer = TypedAnswer<
      ApiPaths['/api/abbyprofiledetails/upload/{kind}']['post']['responses'][200]['content']['application/json']
    >;
    /** POST abbyprofiledetails/upload/{kind}: one file "From computer" into a profile (a multipart form). */
    async function uploadInto(
      profileId: number,
      isResident: boolean,
      kind: keyof typeof EXTENSION,
      pathTypeId: number,
      bytes: Buffer,
      title: string,
      token = tokens.manager,
      language = 'en',
    ): Promise<UploadAnswer> {
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
      return { status: response.status, json: (await response.json()) as UploadAnswer['json'] };
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
      const result = findIn(answer.json.uploadResults);
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
      expect(answer.json.profileDetails.map((detail) => detail.title)).toEqual(['Wedding']);
      const held = profileOf(await residentProfile(family.id));
      expect(held.profileDetails.map((detail) => [detail.title, detail.isLinked])).toEqual([
        ['Wedding', false],
      ]);
      expect(held.mediaPathStatuses).toContainEqual({ id: MediaCategory.ImagesPersonal, hasMedia: true });
      // The file is the resident's: neither in the shared library nor in the picker's list.
      const shared = await typed.get('/api/mediafiles/container/{containerId}', {
        path: { containerId: 1 },
        query: { mediaPathTypeId: MediaCategory.ImagesPersonal },
        token: tokens.manager,
      });
      expect(shared.json.mediaFiles).toEqual([]);
      const mediaFile = (id: number) =>
        typed.get('/api/mediafiles/{id}', { path: { id }, token: tokens.manager });
      const mediaItem = (id: number) =>
        typed.get('/api/mediaitems/{id}', { path: { id }, token: tokens.manager });
      expect((await mediaFile(result.mediaFile!.mediaFileId)).status).toBe(404);
      // Nor among the resident's Genie media: the library lists no Abby file.
      const library = await typed.get('/api/mediaitems/resident/{residentId}', {
        path: { residentId: resident },
        token: tokens.manager,
      });
      expect(library.status).toBe(200);
      expect(library.json.mediaItems.map((item) => item.title)).not.toContain('Wedding');

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
      expect(findIn(kept.json.profileDetails)).toMatchObject({
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
      const foreign = profileOf(
        await postKioskProfile({ kioskId: otherAbby, name: 'Not theirs' }, tokens.admin),
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
      const wedding = result.mediaFile!;
      expect((await mediaItem(wedding.mediaFileId)).status).toBe(200);
      expect((await removeDetails([wedding.id], { isResident: true })).json.deletedIds).toEqual([wedding.id]);
      expect((await mediaItem(wedding.mediaFileId)).status).toBe(404);
      const garden = findIn(kept.json.profileDetails);
      expect((await removeKioskProfile(lobby.id)).status).toBe(200);
      expect((await mediaItem(garden.mediaFileId)).status).toBe(404);
      // A file of the shared library stays when it leaves a profile.
      expect((await mediaFile(file.music!.mediaFileId)).status).toBe(200);
    });

    it('holds the text rules and the Abby-only rule, appending nothing', async () => {
      await refused(
        () => postKioskProfile({ kioskId: abby.id, name: '  ' }),
        refusal(422, 'Name is required'),
      );
      const rules = await createKioskProfile('Rules');
      await refused(
        () => editKioskProfile(rules.id, { name: 'n'.repeat(51) }, 'fr'),
        refusal(422, 'Le nom ne peut pas dépasser 50 caractères'),
      );
      await refused(
        () => editKioskProfile(rules.id, { name: 'Rules', description: 'd'.repeat(101) }),
        refusal(422, 'Description cannot exceed 100 characters'),
      );
      await refused(
        () => postKioskProfile({ kioskId: genie, name: 'Genie' }),
        refusal(422, 'Profiles belong to Abby kiosks and their residents.'),
      );
      // Untyped on purpose: an id that is not a number.
      const bad = await callApi(api.url, 'POST', 'abbyprofiledetails/bulk', {
        body: { profileId: rules.id, mediaFileIds: ['x'] },
        token: tokens.manager,
      });
      expect(bad.status).toBe(400);
      expect(bad.json.errorSeverity).toBe(0);
      await refused(
        () =>
          typed.post('/api/abbyprofiledetails/bulk', {
            body: { profileId: rules.id, mediaFileIds: [2_000_000_000] },
            token: tokens.manager,
          }),
        refusal(404, 'This media item no longer exists.'),
      );
    });

    it('lets only those who may see the owner read or change its profiles', async () => {
      const kept = await createKioskProfile('Kept');
      const foreign = profileOf(await postKioskProfile({ kioskId: otherAbby, name: 'Theirs' }, tokens.admin));
      await refused(
        () =>
          typed.get('/api/abbykioskprofiles/kiosk/{kioskId}', {
            path: { kioskId: otherAbby },
            token: tokens.manager,
          }),
        refusal(404, 'This kiosk no longer exists.', 1),
      );
      await refused(
        () => editKioskProfile(foreign.id, { name: 'Mine now' }),
        refusal(404, 'This profile no longer exists.', 1),
      );
      await refused(
        () => postKioskProfile({ kioskId: abby.id, name: 'Family' }, tokens.family),
        refusal(404, 'This kiosk no longer exists.', 1),
      );
      const visitor = await kioskProfile(kept.id, tokens.visitor);
      expect([403, 404]).toContain(visitor.status);
      expect((await kioskProfile(kept.id, tokens.admin)).status).toBe(200);
    });
  });
}
