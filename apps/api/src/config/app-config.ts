/**
 * The one typed configuration of the API, read from the environment once. Every external part
 * has an embedded default (nothing set) and a real engine (its variable set).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import {
  DEFAULT_MESSAGE_PURGE_EVERY_MS,
  DEFAULT_MESSAGE_RETENTION_DAYS,
  DEFAULT_UNUPDATED_ABBYS_EXCLUDED_IDS,
  type AppEnvironment,
} from '@ambient/core';

export interface AppConfig {
  /** HTTP port of the API (and, in production, of the console). */
  port: number;
  /** The address users reach the console at; the sign-in redirect URIs are built from it. */
  publicUrl: string;
  /** Development serves the console through Vite; production serves apps/web/dist. */
  production: boolean;
  environmentLabel: AppEnvironment;
  version: string;
  dataDir: string;
  /** Unset: PGlite in-process with its files under dataDir/pglite. */
  databaseUrl: string | null;
  /** Unset: the PostgreSQL event store in the same database. */
  eventStoreUrl: string | null;
  oidc: {
    /** Unset: the built-in provider at `${publicUrl}/oidc`. */
    externalIssuer: string | null;
    audience: string;
    clientId: string;
    /** Namespace of the app_metadata and user_metadata claims, as Auth0 issues them. */
    claimsNamespace: string;
  };
  redisUrl: string | null;
  /** How jobs run (decision 0036): where their keys start on Redis, whether this process runs them. */
  jobs: {
    /** QUEUE_PREFIX (default `ambient`): BullMQ's key prefix, one per installation sharing a Redis. */
    prefix: string;
    /** RUN_WORKERS=false: this API only adds jobs (`npm run worker` runs them); BullMQ only. */
    runWorkers: boolean;
    /**
     * WORKER_CONCURRENCY (default: one more than the machine's cores): jobs doing their heavy work
     * (decoding, encoding) at once in one process; its workers take three times as many jobs, so a
     * job waiting on its record or the queue leaves no core idle (decisions 0036, 0090).
     */
    concurrency: number;
    /** JOB_BACKOFF_MS (default 1000): the wait before a second try, doubled before each next. */
    backoffMs: number;
    /** JOB_LOCK_MS (default 30000): after this, a job whose worker died is taken up by another. */
    lockMs: number;
  };
  /** Signs stored files' addresses; unset: a random key kept under dataDir (one instance only). */
  mediaSigningKey: string | null;
  /**
   * Seals data at rest (TeamViewer passwords, every person's key): 32 bytes as 64 hex digits or
   * base64. Unset: a random key kept under dataDir/keys (one instance only). Losing it loses
   * every sealed value: keep it with the database's backups.
   */
  dataEncryptionKey: string | null;
  mqttUrl: string | null;
  /** Host and port of the device gateway's health endpoint. */
  gatewayHealthUrl: string;
  /**
   * GATEWAY_API_TOKEN: the shared secret the device gateway presents to ask for kiosk credentials
   * (decision 0028). Unset: that endpoint answers 404. `npm start` makes one up per run.
   */
  gatewayApiToken: string | null;
  s3Url: string | null;
  /**
   * Where stored files go: unset, under dataDir/media; set (from S3_URL, or the MINIO_* settings),
   * any S3 API through the minio client, in one bucket.
   */
  s3: S3Settings | null;
  smtpUrl: string | null;
  /** OFFLINE_ALERTS_SWEEP_MS (default 30000): how often offline kiosks are checked for alerts (decision 0049). */
  offlineAlertSweepMs: number;
  /** ABBY_OVERRIDE_SWEEP_MS (default 60000): how often override kiosks whose end passed are ended (decision 0085). */
  abbyOverrideSweepMs: number;
  /** The message purge (decision 0070). */
  messagePurge: {
    /** MESSAGE_RETENTION_DAYS (default 365): messages older than this are purged; 0 purges every message sent before the run. */
    retentionDays: number;
    /** MESSAGE_PURGE_EVERY_MS (default a day): how often the purge runs. */
    everyMs: number;
  };
  /** Identity ids of super admins, of the users who see Unupdated Abbys, of statistics users. */
  superAdminIds: string[];
  unupdatedAbbysIds: string[];
  /** AUDITOR_IDS: identity ids of the read-only auditors, who read the event logs without being admins (decision 0059). */
  auditorIds: string[];
  /** Kiosk ids the Unupdated Abbys list drops (`UNUPDATED_ABBYS_EXCLUDED_IDS`; spec 02 §9: 14 ids). */
  unupdatedAbbysExcludedIds: number[];
  statisticsUserIds: string[];
  /** Run the demo seed on an empty database at start. */
  seedOnEmpty: boolean;
  /**
   * DEMO_KIOSKS (0 to 30, default 0): how many of the demo seed's kiosks get a device secret at
   * start, written to dataDir/demo-kiosks.json for the demo simulators (decision 0038). `npm start`
   * sets 6 unless told otherwise.
   */
  demoKiosks: number;
  /**
   * DEMO_MEDIA (`true` or not): the demo seed also uploads its pictures (the public library, a
   * Memory Album, a Community Playlist). `npm start` sets it unless told otherwise; the tests' demo
   * leaves it out, so their libraries start empty.
   */
  demoMedia: boolean;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Express's `trust proxy`): false (the
   * default) believes none; `TRUST_PROXY=loopback`, a hop count or addresses when a
   * TLS-terminating proxy stands in front. HSTS is sent only over HTTPS as so judged.
   */
  trustProxy: boolean | number | string;
  /** Serve the OpenAPI document at /api/docs: always in development, in production only when set. */
  apiDocs: boolean;
  /**
   * The metrics (decision 0108). `token` (METRICS_TOKEN): the bearer that reads `GET /api/metrics`,
   * the worker's and the gateway's `/metrics`, and `/api/health`'s detail, as a Prometheus scrape
   * shows it; unset, the API's metrics open to admins only and the worker's to its loopback only.
   * `workerPort` and `workerHost` (WORKER_METRICS_PORT, default 4282; WORKER_METRICS_HOST, default
   * the loopback): where `npm run worker` serves its `/metrics` and `/health`.
   */
  metrics: { token: string | null; workerPort: number; workerHost: string };
}

/** An S3 API's address, credentials and bucket. */
export interface S3Settings {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/**
 * S3_URL (`http(s)://access:secret@host:port/bucket`), else MINIO_ENDPOINT with MINIO_PORT,
 * MINIO_USE_SSL, MINIO_ACCESS_KEY, MINIO_SECRET_KEY, MINIO_BUCKET (default `ambient-media`) and
 * MINIO_REGION (default `us-east-1`); neither: null.
 */
export function s3SettingsOf(env: NodeJS.ProcessEnv): S3Settings | null {
  const region = optional(env.MINIO_REGION) ?? 'us-east-1';
  const url = optional(env.S3_URL);
  if (url !== null) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error('S3_URL is not an address: http(s)://access:secret@host:port/bucket');
    }
    const useSSL = parsed.protocol === 'https:';
    if (!useSSL && parsed.protocol !== 'http:') throw new Error('S3_URL must start with http:// or https://');
    const bucket = decodeURIComponent(parsed.pathname.replace(/^\/+|\/+$/g, ''));
    if (!bucket || bucket.includes('/'))
      throw new Error('S3_URL must name one bucket: http(s)://access:secret@host:port/bucket');
    return {
      endPoint: parsed.hostname.replace(/^\[|\]$/g, ''),
      port: parsed.port ? Number(parsed.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: decodeURIComponent(parsed.username),
      secretKey: decodeURIComponent(parsed.password),
      bucket,
      region,
    };
  }
  const endPoint = optional(env.MINIO_ENDPOINT);
  if (endPoint === null) return null;
  const useSSL = env.MINIO_USE_SSL === 'true';
  const port = Number(optional(env.MINIO_PORT) ?? (useSSL ? 443 : 9000));
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`MINIO_PORT is not a port: ${env.MINIO_PORT}`);
  return {
    endPoint,
    port,
    useSSL,
    accessKey: optional(env.MINIO_ACCESS_KEY) ?? optional(env.MINIO_ROOT_USER) ?? '',
    secretKey: optional(env.MINIO_SECRET_KEY) ?? optional(env.MINIO_ROOT_PASSWORD) ?? '',
    bucket: optional(env.MINIO_BUCKET) ?? 'ambient-media',
    region,
  };
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const given = optional(value);
  if (given === null) return fallback;
  const n = Number(given);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0: ${given}`);
  return n;
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  const given = optional(value);
  if (given === null) return fallback;
  if (!/^\d+$/.test(given)) throw new Error(`${name} must be a whole number, 0 or above: ${given}`);
  return Number(given);
}

/** The most demo kiosks a start may sign in: every kiosk of the demo seed. */
export const MAX_DEMO_KIOSKS = 30;

function demoKioskCountOf(value: string | undefined): number {
  const given = optional(value);
  if (given === null) return 0;
  const n = Number(given);
  if (!/^\d+$/.test(given) || n > MAX_DEMO_KIOSKS)
    throw new Error(`DEMO_KIOSKS must be a whole number from 0 to ${MAX_DEMO_KIOSKS}: ${given}`);
  return n;
}

function trustProxyOf(value: string | null): boolean | number | string {
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

const kioskIdOf = (value: string): number => {
  if (!/^\d{1,10}$/.test(value))
    throw new Error(`UNUPDATED_ABBYS_EXCLUDED_IDS holds ${value}, not a kiosk id`);
  return Number(value);
};

const optional = (value: string | undefined): string | null =>
  value !== undefined && value.trim().length > 0 ? value.trim() : null;

function portOf(name: string, value: string | undefined, fallback: number): number {
  const raw = optional(value);
  const parsed = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535)
    throw new Error(`${name} is not a port: ${value}`);
  return parsed;
}

const ENVIRONMENTS: readonly AppEnvironment[] = ['Development', 'Sandbox', 'Stage', 'Production'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 4280);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const publicUrl = (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, '');
  const production = env.NODE_ENV === 'production';
  const label = optional(env.APP_ENVIRONMENT) as AppEnvironment | null;
  if (label !== null && !ENVIRONMENTS.includes(label)) {
    throw new Error(`APP_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}`);
  }
  return {
    port,
    publicUrl,
    production,
    // Unset, the label says what the build is: a production build (npm start, the image) is Production.
    environmentLabel: label ?? (production ? 'Production' : 'Development'),
    version: optional(env.APP_VERSION) ?? '0.1.0',
    dataDir: resolve(optional(env.DATA_DIR) ?? 'data'),
    databaseUrl: optional(env.DATABASE_URL),
    eventStoreUrl: optional(env.EVENTSTORE_URL),
    oidc: {
      externalIssuer: optional(env.OIDC_ISSUER),
      audience: optional(env.OIDC_AUDIENCE) ?? 'https://api.ambient-console.local',
      clientId: optional(env.OIDC_CLIENT_ID) ?? 'ambient-console',
      claimsNamespace: optional(env.OIDC_CLAIMS_NAMESPACE) ?? 'https://ambient-console.local',
    },
    redisUrl: optional(env.REDIS_URL),
    jobs: {
      prefix: optional(env.QUEUE_PREFIX) ?? 'ambient',
      runWorkers: env.RUN_WORKERS !== 'false' || optional(env.REDIS_URL) === null,
      concurrency: positive(env.WORKER_CONCURRENCY, availableParallelism() + 1, 'WORKER_CONCURRENCY'),
      backoffMs: positive(env.JOB_BACKOFF_MS, 1000, 'JOB_BACKOFF_MS'),
      lockMs: positive(env.JOB_LOCK_MS, 30_000, 'JOB_LOCK_MS'),
    },
    mediaSigningKey: optional(env.MEDIA_SIGNING_KEY),
    dataEncryptionKey: optional(env.DATA_ENCRYPTION_KEY),
    mqttUrl: optional(env.MQTT_URL),
    // The gateway beside the API listens where GATEWAY_HTTP_PORT says: one setting moves both.
    gatewayHealthUrl:
      optional(env.GATEWAY_HEALTH_URL) ??
      `http://127.0.0.1:${portOf('GATEWAY_HTTP_PORT', env.GATEWAY_HTTP_PORT, 4281)}/health`,
    gatewayApiToken: optional(env.GATEWAY_API_TOKEN),
    s3Url: optional(env.S3_URL),
    s3: s3SettingsOf(env),
    smtpUrl: optional(env.SMTP_URL),
    offlineAlertSweepMs: positive(env.OFFLINE_ALERTS_SWEEP_MS, 30_000, 'OFFLINE_ALERTS_SWEEP_MS'),
    abbyOverrideSweepMs: positive(env.ABBY_OVERRIDE_SWEEP_MS, 60_000, 'ABBY_OVERRIDE_SWEEP_MS'),
    messagePurge: {
      retentionDays: wholeNumber(
        env.MESSAGE_RETENTION_DAYS,
        DEFAULT_MESSAGE_RETENTION_DAYS,
        'MESSAGE_RETENTION_DAYS',
      ),
      everyMs: positive(env.MESSAGE_PURGE_EVERY_MS, DEFAULT_MESSAGE_PURGE_EVERY_MS, 'MESSAGE_PURGE_EVERY_MS'),
    },
    // Outside production the demo's super admin is on both lists unless the settings name others.
    superAdminIds:
      env.SUPER_ADMIN_IDS === undefined && !production ? [DEMO_SUPER_ADMIN_ID] : list(env.SUPER_ADMIN_IDS),
    unupdatedAbbysIds:
      env.UNUPDATED_ABBYS_IDS === undefined && !production
        ? [DEMO_SUPER_ADMIN_ID]
        : list(env.UNUPDATED_ABBYS_IDS),
    auditorIds: list(env.AUDITOR_IDS),
    unupdatedAbbysExcludedIds:
      env.UNUPDATED_ABBYS_EXCLUDED_IDS === undefined
        ? [...DEFAULT_UNUPDATED_ABBYS_EXCLUDED_IDS]
        : list(env.UNUPDATED_ABBYS_EXCLUDED_IDS).map(kioskIdOf),
    statisticsUserIds: list(env.STATISTICS_USER_IDS),
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    demoKiosks: demoKioskCountOf(env.DEMO_KIOSKS),
    demoMedia: env.DEMO_MEDIA === 'true',
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxyOf(optional(env.TRUST_PROXY)),
    apiDocs: production ? env.API_DOCS === 'true' : env.API_DOCS !== 'false',
    metrics: {
      token: optional(env.METRICS_TOKEN),
      workerPort: portOf('WORKER_METRICS_PORT', env.WORKER_METRICS_PORT, 4282),
      workerHost: optional(env.WORKER_METRICS_HOST) ?? '127.0.0.1',
    },
  };
}

/** The demo's super admin (`super.admin@ambient.demo`). */
export const DEMO_SUPER_ADMIN_ID = 'ambient|superAdmin';

/** Injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
