/**
 * The OpenAPI document says what the API answers and what it reads (decision 0013): every
 * operation has a success schema, every refusal the error answer, and every query parameter a
 * handler reads is validated by a schema and documented, optional ones as not required. Every GET
 * list and GET by id is called as the admin on the demo data (a kiosk's route with a Genie's own
 * credential, decision 0078), and each answer is checked against
 * the schema the document gives for its status.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { z } from 'zod';
import { SUMMARY_KINDS } from '@ambient/core';
import { ZodPipe } from '../../src/common/validation.js';
import { MessagePurger } from '../../src/message-purges/index.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { answerFault, documentedAnswer, type Responses, type Schema } from '../support/openapi-answers.js';
import {
  apiOperations,
  kioskAuthorization,
  routeHandlers,
  send,
  startGatewayStandIn,
  type RawAnswer,
} from '../security/support/api-operations.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}

interface Operation {
  parameters?: Parameter[];
  responses: Responses;
  security?: unknown[];
}

interface Document {
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const fault = (document: Document, schema: Schema, value: unknown): string | null =>
  answerFault(document.components, schema, value);

const documented = (operation: Operation, status: number): Schema | undefined =>
  documentedAnswer(operation.responses, status);

/** GETs not called here, and why. */
/** A second of a tone as an mp3, made by ffmpeg. */
async function toneMp3(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'tone-'));
  try {
    const path = join(dir, 'tone.mp3');
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'sine=frequency=440:sample_rate=22050', '-t', '1', path],
    ]);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const NOT_CALLED: Record<string, string> = {
  '/api/users/{id}/unblock': 'a command sent as a GET (the users tests call it)',
  '/api/workbook': 'a file, documented as binary (the workbook tests read it)',
  '/api/admin/history/{kind}/{id}/export': 'a file, documented as binary (the audit tests read it)',
  '/api/abbyactivities/releases/{update}/file':
    'a file, documented as binary (the Abby updates tests read it)',
  '/api/abbyupdates/version/{version}/level/{level}/file':
    'a file, documented as binary (the Abby updates tests read it)',
  '/api/kiosks/unupdated-abbys':
    'for the users of UNUPDATED_ABBYS_IDS, not this admin (the Abby updates tests check its answers)',
  '/api/device-gateway/kiosk-credentials/{serial}':
    "the gateway's question, with its token (the device-credentials tests call it)",
  '/api/device-gateway/kiosk-credentials':
    "the gateway's question, with its token (the device-credentials tests call it)",
  '/api/metrics': 'Prometheus text, documented as text (the metrics tests read it)',
};

const REFUSAL_STATUSES = ['400', '403', '404', '409', '422'];

for (const engine of databaseEngines()) {
  describe(`the OpenAPI document's answers and query parameters on ${engine.name}`, () => {
    let api: RunningApi;
    let gateway: Awaited<ReturnType<typeof startGatewayStandIn>>;
    let document: Document;
    let admin = '';

    const get = async (target: string, token: string | null = admin): Promise<RawAnswer> =>
      send(api.url, 'GET', `/api/${target}`, { token });
    const json = async (target: string): Promise<Record<string, unknown>> => {
      const answer = await get(target);
      if (answer.status !== 200 || !answer.json) throw new Error(`GET ${target}: ${answer.status}`);
      return answer.json;
    };
    const first = <T>(what: string, list: unknown, test: (row: T) => boolean = () => true): T => {
      const found = (list as T[]).find(test);
      if (found === undefined) throw new Error(`The demo data has no ${what}`);
      return found;
    };

    beforeAll(async () => {
      gateway = await startGatewayStandIn();
      api = await startApi(engine, { GATEWAY_HEALTH_URL: gateway.url });
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const response = await fetch(`${api.url}/api/docs/openapi.json`);
      document = (await response.json()) as Document;
    }, 120_000);

    afterAll(async () => {
      await api?.close();
      await gateway?.close();
    });

    it('gives every operation a success schema and the error answer for every refusal', () => {
      const missing: string[] = [];
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status));
          const content = success?.[1].content ?? {};
          if (!Object.values(content).some((media) => media.schema))
            missing.push(`${method} ${path}: success`);
          for (const status of REFUSAL_STATUSES) {
            if (documented(operation, Number(status))?.$ref !== '#/components/schemas/ErrorAnswer')
              missing.push(`${method} ${path}: ${status}`);
          }
        }
      }
      expect(missing).toEqual([]);
      expect(document.components.schemas.ErrorAnswer).toMatchObject({
        type: 'object',
        required: ['errorSeverity', 'errorMessage'],
      });
    });

    it("asks every operation for the bearer token and documents its 401, but the public ones and the kiosks' (their credential)", async () => {
      const faults: string[] = [];
      const operations = await apiOperations(api);
      expect(document.security).toEqual([{ bearer: [] }]);
      for (const { method, path, isPublic, kioskOnly } of operations) {
        const operation = document.paths[path]![method.toLowerCase()]!;
        const unauthorized = documented(operation, 401)?.$ref === '#/components/schemas/ErrorAnswer';
        const security = JSON.stringify(operation.security ?? document.security);
        if ('x-kiosk' in operation) faults.push(`${method} ${path}: the x-kiosk mark is left in`);
        // A kiosk's route asks for its credential, and documents its 401 and its throttle's 429.
        if (kioskOnly) {
          const throttled = documented(operation, 429)?.$ref === '#/components/schemas/ErrorAnswer';
          if (!unauthorized || !throttled || security !== JSON.stringify([{ kiosk: [] }]))
            faults.push(
              `${method} ${path}: a kiosk's route, yet its credential, 401 or 429 is not documented`,
            );
          continue;
        }
        if (isPublic && (unauthorized || security !== '[]'))
          faults.push(`${method} ${path}: public, yet documented as needing a token`);
        if (!isPublic && (!unauthorized || security !== JSON.stringify([{ bearer: [] }])))
          faults.push(`${method} ${path}: needs a token, yet its 401 or security is not documented`);
        if ('x-public' in operation) faults.push(`${method} ${path}: the x-public mark is left in`);
      }
      expect(faults).toEqual([]);
      expect(operations.filter((o) => o.isPublic).map((o) => `${o.method} ${o.path}`)).toEqual(
        expect.arrayContaining(['GET /api/health', 'GET /api/config']),
      );
      const anonymous = await get('kiosks', null);
      expect(anonymous.status).toBe(401);
      expect(
        fault(document, documented(document.paths['/api/kiosks']!.get!, 401)!, anonymous.json),
      ).toBeNull();
    });

    it('validates and documents every query parameter a handler reads, optional ones as not required', () => {
      const faults: string[] = [];
      let read = 0;
      for (const route of routeHandlers(api)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.name) ?? {}) as Record<
          string,
          { data?: string; pipes?: unknown[] }
        >;
        const operation = document.paths[route.path]?.[route.method.toLowerCase()];
        const parameters = (operation?.parameters ?? []).filter((p) => p.in === 'query');
        for (const [key, arg] of Object.entries(args)) {
          if (Number(key.split(':')[0]) !== Number(RouteParamtypes.QUERY)) continue;
          const where = `${route.method} ${route.path}`;
          const pipe = arg.pipes?.find((p): p is ZodPipe<z.ZodType> => p instanceof ZodPipe);
          if (!pipe) {
            faults.push(`${where}: ${arg.data ?? 'the query'} is read without a schema`);
            continue;
          }
          const fields: Array<[string, z.ZodType]> = arg.data
            ? [[arg.data, pipe.schema]]
            : Object.entries((pipe.schema as z.ZodObject).shape as Record<string, z.ZodType>);
          for (const [name, schema] of fields) {
            read += 1;
            const parameter = parameters.find((p) => p.name === name);
            const optional = schema.safeParse(undefined).success;
            if (!parameter) faults.push(`${where}: ${name} is not documented`);
            else if ((parameter.required ?? false) === optional)
              faults.push(`${where}: ${name} is documented as ${optional ? 'required' : 'optional'}`);
          }
        }
      }
      expect(faults).toEqual([]);
      // The lists' paging and filters, the mapper's search, the combo boxes' type, baseOnly...
      expect(read).toBeGreaterThan(30);
    });

    it('answers every GET list and GET by id as its schema says', async () => {
      const organizations = (await json('organizations/manager')).organizations;
      const organizationId = first<{ id: number }>('organization', organizations).id;
      const domain = first<{ id: number; organizationId: number }>(
        'domain',
        (await json('domains/manager')).domains,
      );
      const facility = first<{ id: number; domainId: number | null }>(
        'facility in a domain',
        (await json('facilities')).facilities,
        (f) => f.domainId !== null,
      );
      const kiosk = first<{ id: number; hasResidents: boolean }>(
        'kiosk with residents',
        (await json('kiosks')).kiosks,
        (k) => k.hasResidents,
      );
      const withPicture = first<{ residentId: number }>(
        'resident with a picture',
        (await json('residents/pictures/base64')).pictures,
      );
      const keyTag = first<{ tagId: string; residentId: number | null }>(
        'assigned key tag',
        (await json('kiosks/keytags/mapper')).keyTags,
        (k) => k.residentId !== null,
      );
      const uploaded = await send(api.url, 'POST', `/api/mediaitems/kiosk/${kiosk.id}/upload/images`, {
        token: admin,
        form: { file: new Blob([await pngOf(400, 400)]) },
      });
      const [upload] = uploaded.json?.uploadResults as Array<{
        mediaItem: { mediaItemId: number; containerName: string; blobName: string };
      }>;
      const mediaItemId = upload!.mediaItem.mediaItemId;
      const abbyUpload = await send(api.url, 'POST', '/api/mediafiles/upload/images', {
        token: admin,
        form: { file: new Blob([await pngOf(400, 400)]), mediaPathTypeId: '3' },
      });
      const [abbyFile] = abbyUpload.json?.uploadResults as Array<{
        mediaFile: { mediaFileId: number; filename: string };
      }>;
      const mediaFileId = abbyFile!.mediaFile.mediaFileId;
      // A Memory Album with a cover and an item, so its answers carry every field.
      const residentUpload = await send(
        api.url,
        'POST',
        `/api/mediaitems/resident/${withPicture.residentId}/upload/images`,
        { token: admin, form: { file: new Blob([await pngOf(400, 400)]) } },
      );
      const [residentPicture] = residentUpload.json?.uploadResults as Array<{
        mediaItem: { mediaItemId: number };
      }>;
      const albumAnswer = await send(api.url, 'POST', '/api/residentplaylists', {
        token: admin,
        json: { residentId: withPicture.residentId, name: 'Album', description: 'Pictures' },
      });
      const albumId = (albumAnswer.json?.playlist as { id: number }).id;
      await send(api.url, 'POST', '/api/residentplaylistblobs/bulk', {
        token: admin,
        json: { playlistId: albumId, mediaItemIds: [residentPicture!.mediaItem.mediaItemId] },
      });
      await send(
        api.url,
        'PUT',
        `/api/residentplaylists/${albumId}/cover-media/${residentPicture!.mediaItem.mediaItemId}`,
        {
          token: admin,
        },
      );
      // A Community Playlist of a Genie with a cover and an item, so its answers carry every field.
      const genie = first<{ id: number; typeId: number }>(
        'Genie kiosk',
        (await json('kiosks')).kiosks,
        (k) => k.typeId === 2,
      );
      const genieUpload = await send(api.url, 'POST', `/api/mediaitems/kiosk/${genie.id}/upload/images`, {
        token: admin,
        form: { file: new Blob([await pngOf(400, 400)]) },
      });
      const [geniePicture] = genieUpload.json?.uploadResults as Array<{ mediaItem: { mediaItemId: number } }>;
      const playlistAnswer = await send(api.url, 'POST', '/api/kioskplaylists', {
        token: admin,
        json: { kioskId: genie.id, name: 'Singalong', description: 'Songs' },
      });
      const kioskPlaylistId = (playlistAnswer.json?.playlist as { id: number }).id;
      await send(api.url, 'POST', '/api/kioskplaylistblobs/bulk', {
        token: admin,
        json: { playlistId: kioskPlaylistId, mediaItemIds: [geniePicture!.mediaItem.mediaItemId] },
      });
      await send(
        api.url,
        'PUT',
        `/api/kioskplaylists/${kioskPlaylistId}/cover-media/${geniePicture!.mediaItem.mediaItemId}`,
        { token: admin },
      );
      // Abby profiles of an Abby and of one of its residents, the kiosk's with the shared picture.
      const abby = first<{ id: number; typeId: number; hasResidents: boolean }>(
        'Abby kiosk with residents',
        (await json('kiosks')).kiosks,
        (k) => k.typeId === 1 && k.hasResidents,
      );
      const abbyResident = first<{ id: number }>(
        'Abby resident',
        (await json(`residents/kiosk/${abby.id}`)).residents,
      );
      const kioskProfileAnswer = await send(api.url, 'POST', '/api/abbykioskprofiles', {
        token: admin,
        json: { kioskId: abby.id, name: 'Lobby loop', description: 'Calm' },
      });
      const kioskProfileId = (kioskProfileAnswer.json?.profile as { id: number }).id;
      await send(api.url, 'POST', '/api/abbyprofiledetails/bulk', {
        token: admin,
        json: { profileId: kioskProfileId, mediaFileIds: [mediaFileId] },
      });
      const residentProfileAnswer = await send(api.url, 'POST', '/api/abbyresidentprofiles', {
        token: admin,
        json: { residentId: abbyResident.id, name: 'Favourites' },
      });
      const residentProfileId = (residentProfileAnswer.json?.profile as { id: number }).id;
      await send(api.url, 'POST', '/api/abbyprofiledetails/bulk?isResident=true', {
        token: admin,
        json: { profileId: residentProfileId, mediaFileIds: [mediaFileId] },
      });
      // A personal picture "From computer" (decision 0080): its answer is checked as the GETs' are.
      const profileUpload = await send(
        api.url,
        'POST',
        '/api/abbyprofiledetails/upload/images?isResident=true',
        {
          token: admin,
          form: {
            file: new Blob([await pngOf(400, 400)]),
            profileId: String(residentProfileId),
            mediaPathTypeId: '4',
          },
        },
      );
      const profileUploadSchema = documented(
        document.paths['/api/abbyprofiledetails/upload/{kind}']!.post!,
        profileUpload.status,
      );
      expect(profileUpload.status).toBe(200);
      expect(profileUploadSchema && fault(document, profileUploadSchema, profileUpload.json)).toBeNull();
      const rolloutAnswer = await send(api.url, 'POST', '/api/rollouts', {
        token: admin,
        json: {
          name: 'First level',
          kioskKind: 'genie',
          level: 1,
          groups: [{ name: 'All', upToPercent: 100, successThreshold: 100, errorThreshold: 10 }],
        },
      });
      const rolloutId = (rolloutAnswer.json?.rollout as { id: number }).id;
      // A purge run now (nothing of the demo is a year old): recorded, with no details.
      const purgeId = await api.app.get(MessagePurger).purge(new Date());
      // A voice message, so the address of its recording is answered.
      const voiceAnswer = await send(api.url, 'POST', '/api/messages/upload/audio', {
        token: admin,
        form: {
          file: new Blob([await toneMp3()]),
          residentId: String(withPicture.residentId),
          title: 'Good morning',
        },
      });
      const [voice] = voiceAnswer.json?.messages as Array<{ id: number }>;
      // A Geniegram with a picture, sent by a kiosk manager (admins do not send them), so the
      // kiosk's answer carries every field.
      const manager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      const managerProfile = (await send(api.url, 'GET', '/api/users/me', { token: manager })).json
        ?.profile as {
        kioskIds: number[];
      };
      let geniegramKiosk = 0;
      let geniegramResident = 0;
      let geniegramId = 0;
      for (const kioskId of managerProfile.kioskIds) {
        const answer = await send(api.url, 'GET', `/api/kioskemails/kiosk/${kioskId}`, { token: manager });
        const residents = answer.json?.selectorResidents as Array<{ id: number; isSelectable: boolean }>;
        const resident = residents.find((each) => each.isSelectable);
        if (!resident) continue;
        const sent = await send(api.url, 'POST', '/api/kioskemails/send/images', {
          token: manager,
          form: {
            file: new Blob([await pngOf(400, 400)]),
            kioskId: String(kioskId),
            residentId: String(resident.id),
            message: 'Happy birthday',
          },
        });
        expect(sent.status).toBe(200);
        geniegramKiosk = kioskId;
        geniegramResident = resident.id;
        geniegramId = (sent.json?.kioskEmail as { id: number }).id;
        break;
      }
      // The Geniegram's kiosk with its own credential, and a message to the Geniegram's resident
      // (decision 0078), so the kiosk's answers carry every field.
      const issued = await send(api.url, 'POST', `/api/kiosks/${geniegramKiosk}/device-credential`, {
        token: admin,
      });
      const kioskCredential = kioskAuthorization(
        issued.json?.username as string,
        issued.json?.secret as string,
      );
      const toKioskResident = await send(api.url, 'POST', '/api/messages/upload/images', {
        token: admin,
        form: {
          file: new Blob([await pngOf(400, 400)]),
          residentId: String(geniegramResident),
          title: 'Sunny day',
        },
      });
      const [kioskMessage] = toKioskResident.json?.messages as Array<{ id: number }>;
      const kioskCalls: Record<string, string[]> = {
        '/api/kiosk/residents': ['kiosk/residents'],
        '/api/kiosk/messages': ['kiosk/messages', `kiosk/messages?residentId=${geniegramResident}&last=5`],
        '/api/kiosk/messages/{id}': [`kiosk/messages/${kioskMessage!.id}`],
        '/api/kiosk/geniegrams': ['kiosk/geniegrams', `kiosk/geniegrams?residentId=${geniegramResident}`],
        '/api/kiosk/geniegrams/{id}': [`kiosk/geniegrams/${geniegramId}`],
        '/api/kiosk/playlists': ['kiosk/playlists', `kiosk/playlists?residentId=${geniegramResident}`],
      };
      const paged = 'page=0&pageSize=2';
      const calls: Record<string, string[]> = {
        '/api/messages/{id}/voiceurl': [`messages/${voice!.id}/voiceurl`],
        '/api/kioskemails/kiosk/{id}': [`kioskemails/kiosk/${geniegramKiosk}`],
        '/api/mediaitems/resident/{residentId}': [
          `mediaitems/resident/${withPicture.residentId}`,
          `mediaitems/resident/${withPicture.residentId}?${paged}&mediaType=image&search=a&sort=title`,
        ],
        '/api/mediaitems/kiosk/{kioskId}': [
          `mediaitems/kiosk/${kiosk.id}`,
          `mediaitems/kiosk/${kiosk.id}?${paged}`,
        ],
        '/api/mediaitems/library/{library}': [
          'mediaitems/library/public',
          'mediaitems/library/manuals?mediaType=video',
        ],
        '/api/mediaitems/{id}': [`mediaitems/${mediaItemId}`],
        '/api/mediaitems/address': [
          `mediaitems/address?containerName=${upload!.mediaItem.containerName}&blobName=${upload!.mediaItem.blobName}`,
        ],
        '/api/mediafiles/container/{containerId}/address': [
          `mediafiles/container/1/address?path=images/general&filename=${abbyFile!.mediaFile.filename}`,
        ],
        '/api/mediapathtypes': [
          'mediapathtypes',
          'mediapathtypes?languageId=2&isSharable=true&isSystem=false',
        ],
        '/api/mediafiles/container/{containerId}': [
          'mediafiles/container/1',
          `mediafiles/container/1?${paged}&mediaPathTypeId=3&search=a&sort=title`,
        ],
        '/api/mediafiles/{id}': [`mediafiles/${mediaFileId}`],
        '/api/rollouts': ['rollouts'],
        '/api/rollouts/{id}': [`rollouts/${rolloutId}`],
        '/api/residentplaylists': ['residentplaylists'],
        '/api/residentplaylists/resident/{residentId}': [
          `residentplaylists/resident/${withPicture.residentId}`,
        ],
        '/api/residentplaylists/{id}': [`residentplaylists/${albumId}`],
        '/api/kioskplaylists': ['kioskplaylists'],
        '/api/kioskplaylists/kiosk/{kioskId}': [`kioskplaylists/kiosk/${genie.id}`],
        '/api/kioskplaylists/{id}': [`kioskplaylists/${kioskPlaylistId}`],
        '/api/kioskplaylists/{id}/ambient': [`kioskplaylists/${kioskPlaylistId}/ambient`],
        '/api/abbyresidentprofiles/resident/{residentId}': [
          `abbyresidentprofiles/resident/${abbyResident.id}?locale=fr`,
        ],
        '/api/abbyresidentprofiles/{id}': [`abbyresidentprofiles/${residentProfileId}`],
        '/api/abbykioskprofiles/kiosk/{kioskId}': [`abbykioskprofiles/kiosk/${abby.id}`],
        '/api/abbykioskprofiles/kiosk/{kioskId}/statuses': [`abbykioskprofiles/kiosk/${abby.id}/statuses`],
        '/api/abbykioskprofiles/{id}': [`abbykioskprofiles/${kioskProfileId}`],
        '/api/abbykioskprofiles/{id}/status': [`abbykioskprofiles/${kioskProfileId}/status`],
        '/api/mediafiles/available/profile/{profileId}/pathtype/{pathTypeId}': [
          `mediafiles/available/profile/${kioskProfileId}/pathtype/3?isResident=false`,
          `mediafiles/available/profile/${residentProfileId}/pathtype/1?isResident=true&${paged}&search=a`,
        ],
        '/api/health': ['health'],
        '/api/kiosks/update-override-abbys': ['kiosks/update-override-abbys'],
        '/api/abbyactivities': ['abbyactivities'],
        '/api/abbyupdates': ['abbyupdates'],
        '/api/jobs/failed': ['jobs/failed'],
        '/api/users/me': ['users/me'],
        '/api/users/manager/options': [
          'users/manager/options?kind=kiosks',
          'users/manager/options?kind=residents&search=a&limit=5',
          'users/manager/options?kind=domains',
        ],
        '/api/config': ['config'],
        '/api/admin/build/version': ['admin/build/version'],
        '/api/kiosks/combo-options': ['kiosks/combo-options', 'kiosks/combo-options?kioskTypeId=2'],
        '/api/organizations/manager': ['organizations/manager', `organizations/manager?${paged}&sort=-name`],
        '/api/organizations/{id}/delete-check': [`organizations/${organizationId}/delete-check`],
        '/api/domains/manager': [
          'domains/manager',
          `domains/manager?${paged}&organizationId=${domain.organizationId}`,
        ],
        '/api/domains/organization/{id}': [`domains/organization/${domain.organizationId}`],
        '/api/domains/{id}': [`domains/${domain.id}`],
        '/api/domains/{id}/managers': [`domains/${domain.id}/managers`],
        '/api/domains/{id}/delete-check': [`domains/${domain.id}/delete-check`],
        '/api/facilities': ['facilities', `facilities?${paged}&search=a`],
        '/api/facilities/manager': ['facilities/manager', `facilities/manager?${paged}&sort=city`],
        '/api/facilities/domain/{id}': [`facilities/domain/${facility.domainId}`],
        '/api/facilities/organization/{id}': [`facilities/organization/${organizationId}`],
        '/api/facilities/{id}': [`facilities/${facility.id}`],
        '/api/facilities/{id}/delete-check': [`facilities/${facility.id}/delete-check`],
        '/api/facilities/{id}/alert-settings': [`facilities/${facility.id}/alert-settings`],
        '/api/facilities/{id}/inbox-settings': [`facilities/${facility.id}/inbox-settings`],
        '/api/offline-alerts': ['offline-alerts'],
        '/api/kiosks/{id}/offline-alerts': [`kiosks/${kiosk.id}/offline-alerts`],
        '/api/kiosks/facility/{id}': [`kiosks/facility/${facility.id}`],
        '/api/kiosks/keytags/mapper': ['kiosks/keytags/mapper', 'kiosks/keytags/mapper?search=4100'],
        '/api/kiosks/keytags/{kioskId}': [`kiosks/keytags/${kiosk.id}`],
        '/api/configs': ['configs'],
        '/api/configs/phidgets/inputs': ['configs/phidgets/inputs'],
        '/api/configs/phidgets/outputs': ['configs/phidgets/outputs'],
        '/api/configs/phidgetstyles': ['configs/phidgetstyles'],
        '/api/configs/phidgetactions': ['configs/phidgetactions'],
        '/api/buttonconfigs/manager': ['buttonconfigs/manager'],
        '/api/ambientinvitations': ['ambientinvitations'],
        '/api/expressions/manager': ['expressions/manager'],
        '/api/kiosks/manager': [
          'kiosks/manager',
          `kiosks/manager?${paged}&typeId=1`,
          `kiosks/manager?page=1&pageSize=2&lists=false&facilityId=${facility.id}`,
        ],
        '/api/kiosks': ['kiosks'],
        '/api/kiosks/type/{typeId}': ['kiosks/type/1', 'kiosks/type/2'],
        '/api/kiosks/{id}': [`kiosks/${kiosk.id}`],
        '/api/kiosks/{id}/extended': [`kiosks/${kiosk.id}/extended`],
        '/api/kiosks/{id}/delete-check': [`kiosks/${kiosk.id}/delete-check`],
        '/api/kiosks/{id}/device-credential': [`kiosks/${kiosk.id}/device-credential`],
        '/api/users/kiosk/{id}/manager': [`users/kiosk/${kiosk.id}/manager`],
        '/api/residents/manager': [
          'residents/manager',
          `residents/manager?${paged}&kioskTypeId=1`,
          `residents/manager?page=1&pageSize=2&lists=false&kioskId=${kiosk.id}`,
        ],
        '/api/residents/pictures/base64': ['residents/pictures/base64'],
        '/api/residents/kiosk/{id}': [`residents/kiosk/${kiosk.id}`],
        '/api/residents/{id}': [`residents/${withPicture.residentId}`],
        '/api/residents/{id}/extended': [`residents/${withPicture.residentId}/extended`],
        '/api/residents/{id}/tag/{tag}': [`residents/${keyTag.residentId}/tag/${keyTag.tagId}`],
        '/api/residents/{id}/picture/base64': [`residents/${withPicture.residentId}/picture/base64`],
        '/api/kioskdashboard/{id}/stats': [`kioskdashboard/${kiosk.id}/stats`],
        '/api/kioskdashboard/{id}/manager-stats': [`kioskdashboard/${kiosk.id}/manager-stats`],
        '/api/kioskdashboard/{id}/resident-summaries': [`kioskdashboard/${kiosk.id}/resident-summaries`],
        '/api/residentdashboard/{id}/users': [`residentdashboard/${withPicture.residentId}/users`],
        '/api/residentdashboard/{id}/message': [
          `residentdashboard/${withPicture.residentId}/message`,
          `residentdashboard/${withPicture.residentId}/message?timePeriod=LastYear&locale=fr-CA`,
        ],
        '/api/residentdashboard/{id}/playlist': [`residentdashboard/${withPicture.residentId}/playlist`],
        '/api/residentdashboard/{id}/summary': [`residentdashboard/${withPicture.residentId}/summary`],
        '/api/residentdashboard/engagement/kiosk/{id}': [`residentdashboard/engagement/kiosk/${kiosk.id}`],
        '/api/residentdashboard/engagement/facility/{id}': [
          `residentdashboard/engagement/facility/${facility.id}`,
        ],
        '/api/admin/summary/{kind}': SUMMARY_KINDS.map((kind) => `admin/summary/${kind}`),
        '/api/fleet/summary': ['fleet/summary'],
        '/api/fleet/kiosks': [
          'fleet/kiosks',
          `fleet/kiosks?${paged}&sort=-updatesBehind&presence=never&kind=abby&behind=true`,
          'fleet/kiosks?search=a&sort=-lastSeen&kind=genie',
        ],
        '/api/admin/user-events': ['admin/user-events', `admin/user-events?${paged}&verbose=true&search=a`],
        '/api/admin/resident-events': ['admin/resident-events', 'admin/resident-events?verbose=true'],
        '/api/admin/kiosk-events': ['admin/kiosk-events', 'admin/kiosk-events?sort=createDate&search=a'],
        '/api/admin/abby-playlist-events': [
          'admin/abby-playlist-events',
          'admin/abby-playlist-events?isKiosk=false',
        ],
        '/api/admin/genie-playlist-events': [
          'admin/genie-playlist-events',
          'admin/genie-playlist-events?isKiosk=false&verbose=true',
        ],
        '/api/admin/history/{kind}/{id}': [
          `admin/history/resident/${withPicture.residentId}`,
          `admin/history/kiosk/${kiosk.id}?at=${encodeURIComponent(new Date().toISOString())}`,
          `admin/history/user/${encodeURIComponent('ambient|family')}?events=false`,
        ],
        '/api/admin/message-purges': ['admin/message-purges'],
        '/api/admin/message-purge-details/purge/{id}': [`admin/message-purge-details/purge/${purgeId}`],
        '/api/admin/access/resident/{id}': [
          `admin/access/resident/${withPicture.residentId}`,
          `admin/access/resident/${withPicture.residentId}?at=${encodeURIComponent(new Date().toISOString())}`,
        ],
      };
      const gets = Object.entries(document.paths)
        .filter(([, methods]) => methods.get)
        .map(([path]) => path);
      expect(
        gets.filter((path) => !(path in calls) && !(path in kioskCalls) && !(path in NOT_CALLED)),
      ).toEqual([]);

      const faults: string[] = [];
      const asCaller = [
        ...Object.entries(calls).map(([path, targets]) => ({ path, targets, kiosk: false })),
        ...Object.entries(kioskCalls).map(([path, targets]) => ({ path, targets, kiosk: true })),
      ];
      for (const { path, targets, kiosk } of asCaller) {
        const operation = document.paths[path]?.get;
        if (!operation) {
          faults.push(`GET ${path}: not in the document`);
          continue;
        }
        for (const target of targets) {
          const answer = kiosk
            ? await send(api.url, 'GET', `/api/${target}`, { authorization: kioskCredential })
            : await get(target);
          // A delete pre-check of something still in use is refused like the delete (422).
          const expected = path.endsWith('/delete-check') ? [200, 422] : [200];
          if (!expected.includes(answer.status)) {
            faults.push(`GET ${target}: ${answer.status} ${answer.text.slice(0, 200)}`);
            continue;
          }
          const schema = documented(operation, answer.status);
          const found = schema ? fault(document, schema, answer.json) : 'no schema for its status';
          if (found) faults.push(`GET ${target}: ${found}`);
        }
      }
      // Health answers anyone the status only.
      const anonymous = await get('health', null);
      const health = documented(document.paths['/api/health']!.get!, 200);
      expect(anonymous.status).toBe(200);
      expect(health && fault(document, health, anonymous.json)).toBeNull();
      expect(faults).toEqual([]);
    }, 120_000);

    it('answers a refusal with the documented error answer', async () => {
      const operation = document.paths['/api/kiosks/{id}']!.get!;
      const missing = await get('kiosks/999999');
      expect(missing.status).toBe(404);
      expect(fault(document, documented(operation, 404)!, missing.json)).toBeNull();
      const invalid = await get('kiosks/manager?sort=password');
      expect(invalid.status).toBe(400);
      expect(
        fault(document, documented(document.paths['/api/kiosks/manager']!.get!, 400)!, invalid.json),
      ).toBeNull();
    });
  });
}
