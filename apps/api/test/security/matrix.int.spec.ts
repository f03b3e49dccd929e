/**
 * The authorization matrix (issue 8, point 11): every operation of the OpenAPI document, called
 * without a token, with forged tokens, and as each demo account with ids of its own scope and of
 * a foreign one. What a role may do is read from the route's metadata (@Public, @AdminOnly);
 * the few rules a handler states for itself are in HANDLER_RULES. Path parameters, body and
 * query ids are filled by name from fixtures found through the admin's lists; the foreign
 * objects are made here, with names no other object has, so an answer that holds one leaks it.
 *
 * Own ids are read with GET only (and calls that carry no id at all); writes go to foreign ids
 * only, after every read, and must be refused. Nothing refused may append an event.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FunctionalRole, type Profile } from '@ambient/core';
import { DEMO_SUPER_ADMIN_ID } from '../../src/config/app-config.js';
import { MessagePurger } from '../../src/message-purges/index.js';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-data.js';
import { eventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import {
  apiOperations,
  errorShapeFault,
  fillPath,
  kioskAuthorization,
  queryOf,
  routesOutsideDocument,
  sampleOf,
  send,
  startGatewayStandIn,
  type Operation,
  type RawAnswer,
} from './support/api-operations.js';

/** The objects a parameter or field names. Scoped kinds differ between callers; the rest are reference data. */
type Kind =
  | 'organization'
  | 'domain'
  | 'facility'
  | 'kiosk'
  | 'resident'
  | 'keyTag'
  | 'tag'
  | 'user'
  | 'configDetail'
  | 'config'
  | 'kioskType'
  | 'zipVersion'
  | 'zipLevel'
  | 'activityLevel'
  | 'mediaItem'
  | 'mediaContainer'
  | 'mediaBlob'
  | 'mediaFile'
  | 'abbyPath'
  | 'abbyFilename'
  | 'album'
  | 'albumItem'
  | 'kioskPlaylist'
  | 'kioskPlaylistItem'
  | 'abbyResidentProfile'
  | 'abbyKioskProfile'
  | 'abbyKioskProfileDetail'
  | 'pathType'
  | 'rollout'
  | 'message'
  | 'messageBlob'
  | 'messageThread'
  | 'invitation'
  | 'messagePurge'
  | 'geniegram';
const SCOPED: ReadonlySet<Kind> = new Set([
  'mediaItem',
  'mediaContainer',
  'mediaBlob',
  'album',
  'albumItem',
  'kioskPlaylist',
  'kioskPlaylistItem',
  'abbyResidentProfile',
  'abbyKioskProfile',
  'abbyKioskProfileDetail',
  'message',
  'messageBlob',
  'messageThread',
  'geniegram',
  'organization',
  'domain',
  'facility',
  'kiosk',
  'resident',
  'keyTag',
  'tag',
  'user',
]);

/** Parameters and body fields named for what they hold. */
const KIND_BY_NAME: Record<string, Kind> = {
  organizationId: 'organization',
  domainId: 'domain',
  facilityId: 'facility',
  facilityIds: 'facility',
  kioskId: 'kiosk',
  residentId: 'resident',
  residentIds: 'resident',
  kioskKeyTagId: 'keyTag',
  userId: 'user',
  tag: 'tag',
  typeId: 'kioskType',
  kioskTypeId: 'kioskType',
  configId: 'config',
  // An Abby update zip: its version and its level (the name without .zip).
  version: 'zipVersion',
  level: 'zipLevel',
  // A released activity update.
  update: 'activityLevel',
  mediaItemIds: 'mediaItem',
  // A media item's file named by its container and name (the address lookups).
  containerName: 'mediaContainer',
  blobName: 'mediaBlob',
  // A file of Abby's library named by its path type's path and its name.
  path: 'abbyPath',
  filename: 'abbyFilename',
  // A Memory Album's cover, its album and its items.
  mediaId: 'mediaItem',
  playlistId: 'album',
  playlistBlobIds: 'albumItem',
  // A message, as messageblobs/bulk names it.
  messageId: 'message',
  // An Abby profile and its details, a kiosk's unless `isResident=true` (absent here), and a media path type.
  profileId: 'abbyKioskProfile',
  profileDetailIds: 'abbyKioskProfileDetail',
  pathTypeId: 'pathType',
};
/** An `{id}` holds what the nearest word before it names. */
const KIND_BY_SEGMENT: Record<string, Kind> = {
  organizations: 'organization',
  organization: 'organization',
  domains: 'domain',
  domain: 'domain',
  facilities: 'facility',
  facility: 'facility',
  kiosks: 'kiosk',
  kiosk: 'kiosk',
  kioskdashboard: 'kiosk',
  residentdashboard: 'resident',
  residents: 'resident',
  keytags: 'keyTag',
  users: 'user',
  buttonconfigdetails: 'configDetail',
  mediaitems: 'mediaItem',
  mediafiles: 'mediaFile',
  residentplaylists: 'album',
  residentplaylistblobs: 'albumItem',
  kioskplaylists: 'kioskPlaylist',
  kioskplaylistblobs: 'kioskPlaylistItem',
  abbyresidentprofiles: 'abbyResidentProfile',
  abbykioskprofiles: 'abbyKioskProfile',
  rollouts: 'rollout',
  messages: 'message',
  thread: 'messageThread',
  messageblobs: 'messageBlob',
  ambientinvitations: 'invitation',
  // A Geniegram as its kiosk reads it (decision 0078).
  geniegrams: 'geniegram',
};
/** Where the words mislead: a dashboard contact is added to a resident (the body's first target). */
const KIND_BY_PATH: Record<string, Kind> = {
  '/api/users/dashboard/{id}': 'resident',
  // The resident a contact leaves.
  '/api/users/remove/resident/{id}': 'resident',
  // A history's subject: the first kind, a resident.
  '/api/admin/history/{kind}/{id}': 'resident',
  '/api/admin/history/{kind}/{id}/export': 'resident',
  '/api/admin/access/resident/{id}': 'resident',
  '/api/admin/message-purge-details/purge/{id}': 'messagePurge',
  // A Memory Album its kiosk reports shown (decision 0076).
  '/api/kiosk/playlists/{id}/viewed': 'album',
};

/** Body fields whose name means another kind on these paths: a Community Playlist and its items, an Abby profile's files. */
const KIND_BY_FIELD_IN_PATH: Record<string, Record<string, Kind>> = {
  '/api/kioskplaylistblobs/bulk': { playlistId: 'kioskPlaylist' },
  '/api/kioskplaylistblobs/delete': { playlistBlobIds: 'kioskPlaylistItem' },
  // An Abby profile takes files of Abby's shared library.
  '/api/abbyprofiledetails/bulk': { mediaFileIds: 'mediaFile' },
};

/** Rules a handler states for itself, not in the route's metadata: the status a role gets on its own ids. */
const HANDLER_RULES: Record<string, (profile: Profile) => number | null> = {
  // A family facilitator sees the resident but may not give it a key tag.
  ResidentsController_assignTag: (profile) =>
    profile.functionalRole === FunctionalRole.ResidentManager ? 403 : null,
  // Unupdated Abbys: only the users of UNUPDATED_ABBYS_IDS (the demo's super admin).
  AbbyKiosksController_unupdated: (profile) => (profile.id === DEMO_SUPER_ADMIN_ID ? null : 403),
  // The gateway's credential question takes its shared token, never a person's: here none is configured.
  GatewayCredentialsController_secretHash: () => 404,
  GatewayCredentialsController_all: () => 404,
  DeviceFactsController_record: () => 404,
  // The shared media libraries: all staff read them, admins alone change them; visitors reach none.
  MediaItemsController_uploadToShared: (profile) =>
    profile.functionalRole === FunctionalRole.Admin ? null : 403,
  MediaItemsController_sharedItems: (profile) =>
    profile.functionalRole === FunctionalRole.Guest ? 403 : null,
  // Abby's shared library: staff read it (admins alone change it, @AdminOnly), visitors do not.
  AbbyMediaFilesController_files: (profile) => (profile.functionalRole === FunctionalRole.Guest ? 403 : null),
  AbbyMediaFilesController_one: (profile) => (profile.functionalRole === FunctionalRole.Guest ? 403 : null),
  AbbyMediaFilesController_address: (profile) =>
    profile.functionalRole === FunctionalRole.Guest ? 403 : null,
  AbbyMediaFilesController_addressOf: (profile) =>
    profile.functionalRole === FunctionalRole.Guest ? 403 : null,
  // The event logs and the histories: admins and the auditors of AUDITOR_IDS (none here) read them
  // (decisions 0059 and 0062).
  ...Object.fromEntries(
    [
      'userEvents',
      'residentEvents',
      'kioskEvents',
      'abbyPlaylistEvents',
      'geniePlaylistEvents',
      'history',
      'exportHistory',
      'residentAccess',
    ].map((name) => [
      `AuditController_${name}`,
      (profile: Profile) => (profile.functionalRole === FunctionalRole.Admin ? null : 403),
    ]),
  ),
  // The message purges' record: the same readers as the event logs (decision 0070).
  ...Object.fromEntries(
    ['list', 'details'].map((name) => [
      `MessagePurgesController_${name}`,
      (profile: Profile) => (profile.functionalRole === FunctionalRole.Admin ? null : 403),
    ]),
  ),
};

type Values = Partial<Record<Kind, string | number>>;

/** Ids that name nothing (within the ids the API takes). */
const MISSING: Values = {
  organization: 2_147_483_000,
  domain: 2_147_483_000,
  facility: 2_147_483_000,
  kiosk: 2_147_483_000,
  resident: 2_147_483_000,
  keyTag: 2_147_483_000,
  tag: 'NOSUCHTAG0',
  user: 'ambient|nobody',
  mediaItem: 2_147_483_000,
  album: 2_147_483_000,
  albumItem: 2_147_483_000,
  kioskPlaylist: 2_147_483_000,
  kioskPlaylistItem: 2_147_483_000,
  abbyResidentProfile: 2_147_483_000,
  abbyKioskProfile: 2_147_483_000,
  abbyKioskProfileDetail: 2_147_483_000,
  rollout: 2_147_483_000,
  mediaContainer: 'r-2147483000',
  mediaBlob: '00000000-0000-0000-0000-000000000000.png',
  message: 2_147_483_000,
  messageBlob: 2_147_483_000,
  messageThread: 2_147_483_000,
  geniegram: 2_147_483_000,
};

interface Caller {
  key: string;
  profile: Profile;
  /** A person's bearer token, or a kiosk's `Basic …` credential. */
  token: string;
  own: Values;
  /** Ids outside the caller's scope (none for an admin). */
  foreign: Values | null;
}

interface Request {
  target: string;
  json?: unknown;
  form?: Record<string, string | Blob>;
  /** The scoped kinds the request names. */
  kinds: Set<Kind>;
}

interface KioskRow {
  id: number;
  typeId: number;
  facilityId: number | null;
  serialNumber: string;
}
interface ResidentRow {
  id: number;
  kioskId: number | null;
}
interface KeyTagRow {
  id: number;
  kioskId: number;
  tagId: string;
}

function pathKind(operation: Operation, name: string): Kind | null {
  if (name === 'id' && KIND_BY_PATH[operation.path]) return KIND_BY_PATH[operation.path] ?? null;
  if (KIND_BY_NAME[name]) return KIND_BY_NAME[name] ?? null;
  if (name !== 'id') return null;
  const before = operation.path.slice(0, operation.path.indexOf('{id}')).split('/').reverse();
  for (const word of before) if (KIND_BY_SEGMENT[word]) return KIND_BY_SEGMENT[word] ?? null;
  return null;
}

/** The call of an operation with these values, or null when one of its ids has none. */
function requestOf(operation: Operation, values: Values): Request | null {
  const kinds = new Set<Kind>();
  const valueOf = (kind: Kind | undefined): string | number | undefined => {
    if (!kind) return undefined;
    if (SCOPED.has(kind)) kinds.add(kind);
    return values[kind];
  };
  const pathValues: Record<string, string | number> = {};
  const query: Record<string, string | number> = {};
  for (const parameter of operation.parameters) {
    const kind = parameter.in === 'path' ? pathKind(operation, parameter.name) : KIND_BY_NAME[parameter.name];
    const value = kind
      ? valueOf(kind)
      : parameter.required
        ? sampleOf(parameter.schema, () => undefined, parameter.name)
        : undefined;
    if (parameter.in === 'path') {
      if (value === undefined || value === null) {
        if (!kind)
          throw new Error(`No fixture for {${parameter.name}} of ${operation.method} ${operation.path}`);
        return null;
      }
      pathValues[parameter.name] = value as string | number;
    } else if (parameter.in === 'query') {
      if (value !== undefined && value !== null) query[parameter.name] = value as string | number;
      else if (kind && parameter.required) return null;
    }
  }
  let missing = false;
  const fill = (name: string): unknown => {
    const kind = KIND_BY_FIELD_IN_PATH[operation.path]?.[name] ?? KIND_BY_NAME[name];
    if (!kind) return undefined;
    const value = valueOf(kind);
    if (value === undefined) {
      if (SCOPED.has(kind)) missing = true;
      return undefined;
    }
    return name.endsWith('Ids') ? [value] : value;
  };
  const request: Request = { target: fillPath(operation.path, pathValues) + queryOf(query), kinds };
  if (operation.body?.contentType === 'application/json')
    request.json = sampleOf(operation.body.schema, fill);
  else if (operation.body?.contentType === 'multipart/form-data') {
    const fields = sampleOf(operation.body.schema, fill) as Record<string, unknown>;
    request.form = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v instanceof Blob ? v : String(v)]),
    );
  }
  return missing ? null : request;
}

/**
 * Tokens that must open nothing: the admin's claims signed with a key the issuer never had, the
 * visitor's signed token with the admin's subject written in, and the admin's claims unsigned.
 */
function forgedTokens(admin: string, visitor: string): Record<string, string> {
  const [header = '', payload = ''] = admin.split('.');
  const decode = (part: string): Record<string, unknown> =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signedBy = (head: string, body: string): string =>
    `${head}.${body}.${sign('sha256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url')}`;
  const [visitorHeader = '', visitorPayload = '', visitorSignature = ''] = visitor.split('.');
  const adminClaims = decode(payload);
  return {
    // The admin's own header and claims, signed with a key the issuer never had.
    'forged (another key)': signedBy(header, payload),
    // The visitor's signed token, its subject and session changed to the admin's.
    'tampered payload': `${visitorHeader}.${encode({ ...decode(visitorPayload), sub: adminClaims.sub, gen: adminClaims.gen })}.${visitorSignature}`,
    'unsigned (alg none)': `${encode({ ...decode(header), alg: 'none' })}.${payload}.`,
  };
}

const ENGINES = featureEngines();

/**
 * With several engines, each cell (a caller's call of an operation) is tried on one of them, in
 * turn: every cell is tried once per run, and every operation on every engine, by different
 * callers, as the fuzz shares its cases. With one engine it tries every cell.
 */
const isShareOf = (engineIndex: number, operationIndex: number, callerIndex: number): boolean =>
  (operationIndex + callerIndex) % ENGINES.length === engineIndex;

for (const [engineIndex, engine] of ENGINES.entries()) {
  describe(`authorization matrix on ${engine.name}`, () => {
    const mine = (operation: Operation, callerIndex: number): boolean =>
      isShareOf(engineIndex, operations.indexOf(operation), callerIndex);
    let api: RunningApi;
    let gateway: Awaited<ReturnType<typeof startGatewayStandIn>>;
    let operations: Operation[];
    const callers: Caller[] = [];
    /** A Genie with its own credential (decision 0078): its residents' message and Geniegram, and the foreign ones. */
    let kioskCaller: Caller;
    /** Text only the foreign objects hold. */
    const foreignMarks: string[] = [];
    /** Text only the account a foreign user id names holds. */
    const foreignUserMarks: string[] = [];
    const failures: string[] = [];
    let cells = 0;
    let leaks = 0;

    const describeCall = (operation: Operation, who: string, scope: string): string =>
      `${operation.method} ${operation.path} ${who} (${scope})`;

    async function call(request: Request, method: string, token: string | null): Promise<RawAnswer> {
      const credential = token?.startsWith('Basic ') ? { authorization: token } : { token };
      return send(api.url, method, request.target, { ...credential, json: request.json, form: request.form });
    }

    /** One cell: the call, its status against the allowed ones, the error shape, events, leaks. */
    async function cell(
      operation: Operation,
      request: Request,
      token: string | null,
      label: string,
      allowed: (status: number) => boolean,
      expected: string,
      options: { marks?: string[]; foreign?: boolean } = {},
    ): Promise<RawAnswer> {
      cells += 1;
      const before = await eventHead(api);
      const answer = await call(request, operation.method, token);
      const appended = (await eventHead(api)) !== before;
      const where = `${label}: ${answer.status}`;
      if (answer.status >= 500) failures.push(`${where}, a server error`);
      else if (!allowed(answer.status)) failures.push(`${where}, expected ${expected}`);
      const shape = errorShapeFault(answer);
      if (shape) failures.push(`${where}, ${shape}`);
      if (answer.status >= 400 && appended) failures.push(`${where}, refused yet an event was appended`);
      let leaked = false;
      if (options.foreign && answer.status < 300 && appended) {
        failures.push(`${where}, a write on a foreign id was accepted`);
        leaked = true;
      }
      const found = (options.marks ?? []).filter((mark) => answer.text.includes(mark));
      if (found.length > 0) {
        failures.push(`${where}, the answer holds ${found.join(', ')}`);
        leaked = true;
      }
      if (leaked) leaks += 1;
      return answer;
    }

    beforeAll(async () => {
      gateway = await startGatewayStandIn();
      api = await startApi(engine, { GATEWAY_HEALTH_URL: gateway.url });
      operations = await apiOperations(api);
      const tokens = new Map<string, string>();
      for (const account of DEMO_ACCOUNTS)
        tokens.set(account.key, await api.signIn(account.email, DEMO_PASSWORD));
      const admin = tokens.get('admin') ?? '';
      const get = async <T>(path: string): Promise<T> => {
        const answer = await send(api.url, 'GET', `/api/${path}`, { token: admin });
        if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`);
        return answer.json as T;
      };
      const post = async <T>(path: string, body: unknown): Promise<T> => {
        const answer = await send(api.url, 'POST', `/api/${path}`, { token: admin, json: body });
        if (answer.status !== 200) throw new Error(`POST ${path}: ${answer.status} ${answer.text}`);
        return answer.json as T;
      };

      // The foreign objects: an organization of their own, down to a resident with a picture and a key tag.
      const { organization } = await post<{ organization: { id: number } }>('organizations', {
        name: 'Zephyrine Holdings',
      });
      const { facility } = await post<{ facility: { id: number } }>('facilities', {
        name: 'Zephyrine Facility',
        street: '1 Zephyrine Way',
        city: 'Zephyrine',
        provStateId: 1,
        countryId: 1,
      });
      const { domain } = await post<{ domain: { id: number } }>('domains', {
        organizationId: organization.id,
        name: 'Zephyrine Domain',
        facilityIds: [facility.id],
      });
      const { kiosk } = await post<{ kiosk: KioskRow }>('kiosks', {
        serialNumber: 'AB22-990001',
        name: 'Zephyrine Kiosk',
        kioskTypeId: 1,
        phidgetVersion: 22,
        phidgetHubSerialNumber: '990001',
        facilityId: facility.id,
        languageId: 1,
        subscriptionLevel: 3,
      });
      const { resident } = await post<{ resident: ResidentRow }>('residents', {
        firstName: 'Zephyrine',
        lastName: 'Quillfeather',
        kioskTypeId: 1,
        kioskId: kiosk.id,
        languageId: 1,
        bluetoothBeaconId: '9901',
      });
      const { keyTag } = await post<{ keyTag: KeyTagRow }>('kiosks/keytags', {
        kioskId: kiosk.id,
        tagId: '9900990099',
        keyNum: 7,
        residentId: resident.id,
      });
      const picture = await send(api.url, 'POST', '/api/residents/picture', {
        token: admin,
        form: { residentId: String(resident.id), file: new Blob([await pngOf(400, 400)]) },
      });
      const base64 = (picture.json?.base64 as string | undefined) ?? '';
      if (picture.status !== 200 || base64.length < 200) throw new Error(`No picture: ${picture.text}`);
      /** A picture the admin puts in a library, as each role's own or the foreign media item. */
      const mediaIn = new Map<string, number>();
      /** Each media item's file: its container and its name. */
      const mediaFiles = new Map<number, { mediaContainer: string; mediaBlob: string }>();
      const mediaFileOf = (id: number | undefined) => (id === undefined ? {} : mediaFiles.get(id));
      const mediaItemIn = async (library: string, title: string): Promise<number> => {
        const kept = mediaIn.get(library);
        if (kept !== undefined) return kept;
        const answer = await send(api.url, 'POST', `/api/mediaitems/${library}/upload/images`, {
          token: admin,
          form: { file: new Blob([await pngOf(400, 400)]), metadata: JSON.stringify([{ title }]) },
        });
        const results = answer.json?.uploadResults as
          | Array<{ mediaItem: { mediaItemId: number; containerName: string; blobName: string } | null }>
          | undefined;
        const item = results?.[0]?.mediaItem;
        const id = item?.mediaItemId;
        if (answer.status !== 200 || !item || id === undefined)
          throw new Error(`No media item: ${answer.text}`);
        mediaIn.set(library, id);
        mediaFiles.set(id, { mediaContainer: item.containerName, mediaBlob: item.blobName });
        return id;
      };
      /** A picture of Abby's library under the path type Pictures (images/general). */
      const abbyFile = async (): Promise<Values> => {
        const answer = await send(api.url, 'POST', '/api/mediafiles/upload/images', {
          token: admin,
          form: { file: new Blob([await pngOf(400, 400)]), mediaPathTypeId: '3' },
        });
        const results = answer.json?.uploadResults as
          Array<{ mediaFile: { mediaFileId: number; filename: string } | null }> | undefined;
        const file = results?.[0]?.mediaFile;
        if (answer.status !== 200 || !file) throw new Error(`No Abby file: ${answer.text}`);
        return { mediaFile: file.mediaFileId, abbyFilename: file.filename, abbyPath: 'images/general' };
      };
      const rolloutId = async (): Promise<number> => {
        const { rollout } = await post<{ rollout: { id: number } }>('rollouts', {
          name: 'Matrix rollout',
          kioskKind: 'genie',
          level: 1,
          groups: [{ name: 'All', upToPercent: 100, successThreshold: 100, errorThreshold: 10 }],
        });
        return rollout.id;
      };
      const foreignMediaItem = await mediaItemIn(`resident/${resident.id}`, 'Zephyrine by the sea');
      /** An album the admin makes of a resident's picture, as each role's own or the foreign one. */
      const albumIn = async (residentId: number, mediaItemId: number, name: string) => {
        const { playlist: residentPlaylist } = await post<{ playlist: { id: number } }>('residentplaylists', {
          residentId,
          name,
        });
        const { playlistBlobs } = await post<{ playlistBlobs: Array<{ id: number }> }>(
          'residentplaylistblobs/bulk',
          { playlistId: residentPlaylist.id, mediaItemIds: [mediaItemId] },
        );
        return { album: residentPlaylist.id, albumItem: playlistBlobs[0]?.id };
      };
      const foreignAlbum = await albumIn(resident.id, foreignMediaItem, 'Zephyrine at the seaside');
      /** A Community Playlist the admin makes of a Genie's picture, as each role's own or the foreign one. */
      const kioskPlaylistIn = async (kioskId: number, name: string) => {
        const mediaItemId = await mediaItemIn(`kiosk/${kioskId}`, 'Own kiosk picture');
        const { playlist: kioskPlaylist } = await post<{ playlist: { id: number } }>('kioskplaylists', {
          kioskId,
          name,
        });
        const { playlistBlobs } = await post<{ playlistBlobs: Array<{ id: number }> }>(
          'kioskplaylistblobs/bulk',
          { playlistId: kioskPlaylist.id, mediaItemIds: [mediaItemId] },
        );
        return { kioskPlaylist: kioskPlaylist.id, kioskPlaylistItem: playlistBlobs[0]?.id };
      };
      // Community playlists are a Genie's: the foreign facility has one too.
      const { kiosk: foreignGenie } = await post<{ kiosk: KioskRow }>('kiosks', {
        serialNumber: 'GN-990002',
        name: 'Zephyrine Genie',
        kioskTypeId: 2,
        phidgetVersion: null,
        facilityId: facility.id,
        languageId: 1,
        subscriptionLevel: 3,
      });
      const foreignKioskPlaylist = await kioskPlaylistIn(foreignGenie.id, 'Zephyrine singalong');
      /** A picture message the admin sends a resident, as each role's own or the foreign one. */
      const messageIn = async (residentId: number, mediaItemId: number, title: string) => {
        const { messages } = await post<{
          messages: Array<{ id: number; messageThreadId: number; messageBlobs: Array<{ id: number }> }>;
        }>('messages', { residentIds: [residentId], kind: 'image', title, mediaItemIds: [mediaItemId] });
        const [message] = messages;
        return {
          message: message?.id,
          messageThread: message?.messageThreadId,
          messageBlob: message?.messageBlobs[0]?.id,
        };
      };
      const foreignMessage = await messageIn(resident.id, foreignMediaItem, 'Zephyrine waves hello');
      foreignMarks.push(
        'Zephyrine',
        'Quillfeather',
        kiosk.serialNumber,
        foreignGenie.serialNumber,
        keyTag.tagId,
        base64.slice(-120, -40),
      );

      // What each account may see, from the admin's lists.
      const { domains } = await get<{ domains: Array<{ id: number; organizationId: number }> }>(
        'domains/manager',
      );
      const { facilities } = await get<{ facilities: Array<{ id: number; domainId: number | null }> }>(
        'facilities/manager',
      );
      const { kiosks } = await get<{ kiosks: KioskRow[] }>('kiosks/manager');
      const { residents } = await get<{ residents: ResidentRow[] }>('residents/manager');
      const { keyTags } = await get<{ keyTags: KeyTagRow[] }>('kiosks/keytags/mapper');
      const { configDetails, configs } = await get<{
        configDetails: Array<{ id: number }>;
        configs: Array<{ id: number }>;
      }>('buttonconfigs/manager');
      // A Geniegram a kiosk manager sends one of their Genie's residents (admins do not send them),
      // and that Genie as the kiosk caller, with its credential.
      const kioskManager = tokens.get('kioskManager') ?? '';
      const managed = (
        (await send(api.url, 'GET', '/api/users/me', { token: kioskManager })).json?.profile as Profile
      ).kioskIds;
      let geniegram: { kioskId: number; residentId: number; id: number } | null = null;
      for (const kioskId of managed) {
        const answer = await send(api.url, 'GET', `/api/kioskemails/kiosk/${kioskId}`, {
          token: kioskManager,
        });
        const selectable = (
          (answer.json?.selectorResidents ?? []) as Array<{ id: number; isSelectable: boolean }>
        ).find((each) => each.isSelectable);
        if (!selectable) continue;
        const sent = await send(api.url, 'POST', '/api/kioskemails/send', {
          token: kioskManager,
          form: { kioskId: String(kioskId), residentId: String(selectable.id), message: 'Matrix Geniegram' },
        });
        if (sent.status !== 200) throw new Error(`No Geniegram: ${sent.text}`);
        geniegram = { kioskId, residentId: selectable.id, id: (sent.json?.kioskEmail as { id: number }).id };
        break;
      }
      if (!geniegram) throw new Error('No Genie of the kiosk manager with a resident');
      const reference: Values = {
        configDetail: configDetails[0]?.id,
        config: configs[0]?.id,
        kioskType: 1,
        // A file of Abby's shared library, which all staff read.
        ...(await abbyFile()),
        // A rollout (admins alone reach them) of the Genies' first level.
        rollout: await rolloutId(),
        // The demo's update zip 14 of version 22 and its activity update 11.
        zipVersion: '22',
        zipLevel: '14',
        activityLevel: '11',
        // An ambient invitation of the seed that is no default (admins alone reach them).
        invitation: 3,
        // The media path type Music.
        pathType: 1,
        // A message purge, run now (nothing of the demo is old enough: it holds no message).
        messagePurge: await api.app.get(MessagePurger).purge(new Date()),
        // The Geniegram: people's calls of the kiosks' routes are refused whatever it names.
        geniegram: geniegram.id,
      };
      /** An Abby profile the admin makes (a kiosk's with the shared picture), as each role's own or the foreign one. */
      const abbyKioskProfileIn = async (kioskId: number, name: string) => {
        const { profile } = await post<{ profile: { id: number } }>('abbykioskprofiles', { kioskId, name });
        const { profileDetails } = await post<{ profileDetails: Array<{ id: number }> }>(
          'abbyprofiledetails/bulk',
          { profileId: profile.id, mediaFileIds: [reference.mediaFile] },
        );
        return { abbyKioskProfile: profile.id, abbyKioskProfileDetail: profileDetails[0]?.id };
      };
      const abbyResidentProfileIn = async (residentId: number, name: string) => {
        const { profile } = await post<{ profile: { id: number } }>('abbyresidentprofiles', {
          residentId,
          name,
        });
        return { abbyResidentProfile: profile.id };
      };
      const foreignAbbyProfiles = {
        ...(await abbyKioskProfileIn(kiosk.id, 'Zephyrine lobby loop')),
        ...(await abbyResidentProfileIn(resident.id, 'Zephyrine favourites')),
      };

      let adminProfile: Profile | null = null;
      for (const account of DEMO_ACCOUNTS) {
        const token = tokens.get(account.key) ?? '';
        const me = await send(api.url, 'GET', '/api/users/me', { token });
        const profile = (me.json as { profile: Profile }).profile;
        if (profile.functionalRole === FunctionalRole.Admin) adminProfile = profile;
        const role = profile.functionalRole;
        const ownDomains =
          role === FunctionalRole.Admin ? domains : domains.filter((d) => profile.domainIds.includes(d.id));
        const ownFacilities = facilities.filter((f) => ownDomains.some((d) => d.id === f.domainId));
        const ownKiosks = kiosks.filter(
          (k) =>
            role === FunctionalRole.Admin ||
            (role === FunctionalRole.DomainManager && ownFacilities.some((f) => f.id === k.facilityId)) ||
            (role === FunctionalRole.KioskManager && profile.kioskIds.includes(k.id)),
        );
        const ownResidents =
          role === FunctionalRole.Guest
            ? []
            : residents.filter(
                (r) => profile.residentIds.includes(r.id) || ownKiosks.some((k) => k.id === r.kioskId),
              );
        const tagged = (kioskId: number | null): KeyTagRow | undefined =>
          keyTags.find((t) => t.kioskId === kioskId);
        const ownResident = ownResidents.find((r) => tagged(r.kioskId)) ?? ownResidents[0];
        const ownKiosk = ownKiosks.find((k) => tagged(k.id)) ?? ownKiosks[0];
        const ownGenie = ownKiosks.find((k) => k.typeId === 2);
        const ownAbby = ownKiosks.find((k) => k.typeId === 1);
        const ownAbbyResident = ownResidents.find(
          (r) => kiosks.find((k) => k.id === r.kioskId)?.typeId === 1,
        );
        const ownKeyTag =
          ownKiosks.length > 0
            ? (tagged(ownKiosk?.id ?? null) ?? keyTags.find((t) => ownKiosks.some((k) => k.id === t.kioskId)))
            : undefined;
        const ownDomain = ownDomains[0];
        const ownMediaItem = ownResident
          ? await mediaItemIn(`resident/${ownResident.id}`, 'Own resident picture')
          : ownKiosk
            ? await mediaItemIn(`kiosk/${ownKiosk.id}`, 'Own kiosk picture')
            : undefined;
        callers.push({
          key: account.key,
          profile,
          token,
          own: {
            ...reference,
            user: profile.id,
            organization: ownDomain?.organizationId,
            domain: ownDomain?.id,
            facility: ownFacilities.find((f) => f.domainId === ownDomain?.id)?.id,
            kiosk: ownKiosk?.id,
            resident: ownResident?.id,
            keyTag: ownKeyTag?.id,
            tag: ownResident ? tagged(ownResident.kioskId)?.tagId : undefined,
            mediaItem: ownMediaItem,
            ...mediaFileOf(ownMediaItem),
            ...(ownResident
              ? await albumIn(
                  ownResident.id,
                  await mediaItemIn(`resident/${ownResident.id}`, 'Own resident picture'),
                  `Own album of ${account.key}`,
                )
              : {}),
            ...(ownResident
              ? await messageIn(
                  ownResident.id,
                  await mediaItemIn(`resident/${ownResident.id}`, 'Own resident picture'),
                  `Own message of ${account.key}`,
                )
              : {}),
            ...(ownGenie ? await kioskPlaylistIn(ownGenie.id, `Own playlist of ${account.key}`) : {}),
            ...(ownAbby ? await abbyKioskProfileIn(ownAbby.id, `Own Abby playlist of ${account.key}`) : {}),
            ...(ownAbbyResident
              ? await abbyResidentProfileIn(ownAbbyResident.id, `Own resident playlist of ${account.key}`)
              : {}),
          },
          foreign: null,
        });
      }
      if (!adminProfile) throw new Error('No admin among the demo accounts');
      const issued = await post<{ username: string; secret: string }>(
        `kiosks/${geniegram.kioskId}/device-credential`,
        {},
      );
      kioskCaller = {
        key: `kiosk ${issued.username}`,
        profile: { ...adminProfile, id: 'kiosk', functionalRole: FunctionalRole.Guest },
        token: kioskAuthorization(issued.username, issued.secret),
        own: {
          ...reference,
          resident: geniegram.residentId,
          kiosk: geniegram.kioskId,
          ...(await messageIn(
            geniegram.residentId,
            await mediaItemIn(`resident/${geniegram.residentId}`, 'Own resident picture'),
            'Own message of the kiosk',
          )),
        },
        foreign: {
          ...reference,
          resident: resident.id,
          kiosk: kiosk.id,
          user: adminProfile.id,
          ...foreignMessage,
          ...foreignAlbum,
          // No other kiosk's Geniegram here: the kiosks' tests read one.
          geniegram: undefined,
        },
      };
      foreignUserMarks.push(adminProfile.email, adminProfile.name);
      for (const caller of callers) {
        if (caller.profile.functionalRole === FunctionalRole.Admin) continue;
        caller.foreign = {
          ...reference,
          organization: organization.id,
          domain: domain.id,
          facility: facility.id,
          kiosk: kiosk.id,
          resident: resident.id,
          keyTag: keyTag.id,
          tag: keyTag.tagId,
          // Another account, the most powerful one.
          user: adminProfile.id,
          mediaItem: foreignMediaItem,
          ...mediaFileOf(foreignMediaItem),
          ...foreignAlbum,
          ...foreignKioskPlaylist,
          ...foreignAbbyProfiles,
          ...foreignMessage,
        };
      }
    }, 180_000);

    afterAll(async () => {
      console.info(`authorization matrix on ${engine.name}: ${cells} cells tried, ${leaks} leaks`);
      await api?.close();
      await gateway?.close();
    });

    it('documents every route it serves, or the route is public', async () => {
      const outside = await routesOutsideDocument(api);
      expect(outside.filter((route) => !route.isPublic)).toEqual([]);
      expect(operations.length).toBeGreaterThan(50);
      // The hand-written tables name operations that exist.
      const ids = new Set(operations.map((o) => o.operationId));
      const paths = new Set(operations.map((o) => o.path));
      expect(Object.keys(HANDLER_RULES).filter((id) => !ids.has(id))).toEqual([]);
      expect(Object.keys(KIND_BY_PATH).filter((path) => !paths.has(path))).toEqual([]);
    });

    it('answers 401 without a token or with a forged one on every route but the public ones', async () => {
      const admin = callers.find((c) => c.profile.functionalRole === FunctionalRole.Admin) as Caller;
      const visitor = callers.find((c) => c.profile.functionalRole === FunctionalRole.Guest) as Caller;
      const tokens: Record<string, string | null> = {
        'no token': null,
        ...forgedTokens(admin.token, visitor.token),
      };
      const before = failures.length;
      for (const operation of operations) {
        const request = requestOf(operation, admin.own);
        if (!request) throw new Error(`No admin fixture for ${operation.method} ${operation.path}`);
        for (const [index, [label, token]] of Object.entries(tokens).entries()) {
          if (!mine(operation, index)) continue;
          await cell(
            operation,
            request,
            token,
            describeCall(operation, 'with ' + label, 'admin ids'),
            (status) => (operation.isPublic ? status !== 401 : status === 401),
            operation.isPublic ? 'an answer (public)' : '401',
          );
        }
      }
      expect(failures.slice(before)).toEqual([]);
    }, 120_000);

    /** What a caller's call with its own ids may answer. */
    function ownRule(operation: Operation, caller: Caller): [(status: number) => boolean, string] {
      const isAdmin = caller.profile.functionalRole === FunctionalRole.Admin;
      // A kiosk's route opens to its credential only, never to a person's token (decision 0078).
      if (operation.kioskOnly) return [(s) => s === 401, '401 (kiosks only)'];
      if (operation.adminOnly && !isAdmin) return [(s) => s === 403, '403 (admins only)'];
      const handlerRule = HANDLER_RULES[operation.operationId]?.(caller.profile);
      if (handlerRule) return [(s) => s === handlerRule, `${handlerRule} (the handler's rule)`];
      if (operation.method === 'GET') return [(s) => (s >= 200 && s < 300) || s === 422, '2xx (own ids)'];
      return [(s) => s !== 401 && s !== 403 && s < 500, 'to be let through (own ids)'];
    }

    it('lets each role read its own ids and refuses the foreign ones, on every read', async () => {
      const before = failures.length;
      for (const caller of callers) {
        const isAdmin = caller.profile.functionalRole === FunctionalRole.Admin;
        const marks = isAdmin ? [] : foreignMarks;
        for (const operation of operations) {
          if (!mine(operation, callers.indexOf(caller))) continue;
          const own = requestOf(operation, caller.own);
          // Own ids: reads, calls that name no object, and anything an admin-only guard refuses.
          const ownCall =
            own !== null &&
            (operation.method === 'GET' ||
              (operation.adminOnly && !isAdmin) ||
              ([...own.kinds].length === 0 && operation.method !== 'DELETE'));
          if (own && ownCall) {
            const [allowed, expected] = ownRule(operation, caller);
            await cell(
              operation,
              own,
              caller.token,
              describeCall(operation, `as ${caller.key}`, 'own ids'),
              allowed,
              expected,
              { marks },
            );
          }
          if (operation.method !== 'GET' || !caller.foreign) continue;
          const foreign = requestOf(operation, caller.foreign);
          if (!foreign || foreign.kinds.size === 0) continue;
          await foreignCell(operation, foreign, caller, marks);
        }
      }
      expect(failures.slice(before)).toEqual([]);
    }, 120_000);

    /**
     * A foreign cell; with an id in the path, also the same call with ids that name nothing: the
     * two answers must be the same, so ids cannot be probed (decision 0020).
     */
    async function foreignCell(
      operation: Operation,
      request: Request,
      caller: Caller,
      marks: string[],
    ): Promise<void> {
      const inPath = operation.parameters.some((p) => {
        const kind = p.in === 'path' ? pathKind(operation, p.name) : null;
        return kind !== null && SCOPED.has(kind);
      });
      const byKiosk = caller === kioskCaller;
      const [allowed, expected]: [(status: number) => boolean, string] =
        operation.kioskOnly !== byKiosk
          ? [(s) => s === 401, byKiosk ? "401 (a person's route)" : '401 (kiosks only)']
          : operation.adminOnly
            ? [(s) => s === 403, '403 (admins only)']
            : inPath
              ? [(s) => s === 403 || s === 404, '403 or 404 (foreign ids)']
              : [
                  (s) => s === 403 || s === 404 || (s >= 200 && s < 300),
                  'a refusal, or an answer without the foreign objects',
                ];
      const label = describeCall(operation, `as ${caller.key}`, 'foreign ids');
      const foreign = await cell(operation, request, caller.token, label, allowed, expected, {
        marks: request.kinds.has('user') ? [...marks, ...foreignUserMarks] : marks,
        foreign: true,
      });
      if (!inPath) return;
      const nowhere = requestOf(operation, { ...caller.foreign, ...MISSING });
      if (!nowhere) throw new Error(`No missing ids for ${operation.method} ${operation.path}`);
      const missing = await cell(
        operation,
        nowhere,
        caller.token,
        describeCall(operation, `as ${caller.key}`, 'missing ids'),
        allowed,
        expected,
        { marks, foreign: true },
      );
      if (missing.status !== foreign.status || missing.text !== foreign.text) {
        failures.push(
          `${label}: ${foreign.status} ${foreign.text}, yet ids that name nothing answer ${missing.status} ${missing.text}`,
        );
      }
    }

    it("lets a kiosk read its own residents' messages with its credential, and refuses the foreign ones", async () => {
      const before = failures.length;
      const kioskOperations = operations.filter((operation) => operation.kioskOnly);
      expect(kioskOperations.length).toBeGreaterThan(5);
      for (const operation of kioskOperations) {
        const own = requestOf(operation, kioskCaller.own);
        if (own && operation.method === 'GET')
          await cell(
            operation,
            own,
            kioskCaller.token,
            describeCall(operation, `as ${kioskCaller.key}`, 'own ids'),
            (s) => s >= 200 && s < 300,
            '2xx (own ids)',
            { marks: foreignMarks },
          );
        const foreign = requestOf(operation, kioskCaller.foreign ?? {});
        if (foreign && foreign.kinds.size > 0)
          await foreignCell(operation, foreign, kioskCaller, foreignMarks);
      }
      expect(failures.slice(before)).toEqual([]);
    }, 120_000);

    it('refuses every write on foreign ids, deletes last', async () => {
      const before = failures.length;
      const writes = operations.filter((o) => o.method !== 'GET');
      const ordered = [
        ...writes.filter((o) => o.method !== 'DELETE'),
        ...writes.filter((o) => o.method === 'DELETE'),
      ];
      for (const operation of ordered) {
        for (const caller of callers) {
          if (!caller.foreign || !mine(operation, callers.indexOf(caller))) continue;
          const request = requestOf(operation, caller.foreign);
          if (!request || request.kinds.size === 0) continue;
          await foreignCell(operation, request, caller, foreignMarks);
        }
      }
      expect(failures.slice(before)).toEqual([]);
      expect(cells).toBeGreaterThan(operations.length * 4);
    }, 120_000);
  });
}
