/**
 * The gateway's one typed configuration, read from the environment once. With no MQTT_URL the
 * gateway runs its own embedded broker (aedes); with MQTT_URL it connects to that broker instead.
 */
import { DEFAULT_BASE_TOPIC, GATEWAY_USERNAME, isValidBaseTopic } from '@ambient/device-protocol';

export interface GatewayConfig {
  /** Port of the HTTP health endpoint (0 picks a free one). */
  httpPort: number;
  /**
   * Where the HTTP port listens (`GATEWAY_HTTP_HOST`): the loopback by default, for only the API
   * beside it sends commands and reads the health; a gateway in a container of its own listens on
   * `0.0.0.0` and is reached by its name on the stack's network. Unset: the loopback.
   */
  httpHost?: string;
  /** Unset: the embedded aedes broker. Set: any MQTT broker, e.g. mqtt://user:password@mosquitto:1883. */
  mqttUrl: string | null;
  /** Interface the embedded broker listens on. Loopback by default: it accepts anonymous clients. */
  mqttHost: string;
  /** Port of the embedded broker (0 picks a free one). 1883 is left to a real broker. */
  mqttPort: number;
  /** First topic level of every protocol topic. */
  baseTopic: string;
  /** How long start-up waits for the first connection to the broker before giving up. */
  connectTimeoutMs: number;
  /**
   * The console's PostgreSQL (DATABASE_URL): device facts are recorded in its event store. Unset
   * (the embedded default, where PGlite lives inside the API's process): presence is kept in
   * memory only.
   */
  databaseUrl: string | null;
  /** EVENTSTORE_URL: device facts go to EventStoreDB, as the API's events do. */
  eventStoreUrl: string | null;
  /**
   * GATEWAY_API_URL and GATEWAY_API_TOKEN: where the embedded broker asks for each kiosk's
   * credential (decision 0028). Unset: the embedded broker accepts any client (logged).
   */
  api?: { url: string; token: string } | null;
  /**
   * CREDENTIALS_SYNC_MS: how often the gateway asks the API for every current credential, to close
   * the sessions of kiosks whose secret changed and keep a Mosquitto's files (decision 0028).
   */
  credentialSyncMs?: number;
  /**
   * MOSQUITTO_PASSWORD_FILE, MOSQUITTO_ACL_FILE and MOSQUITTO_PID_FILE: the files of the Mosquitto
   * at MQTT_URL that the gateway writes from the console's credentials, and where Mosquitto's pid
   * is, to have it read them again (SIGHUP). Unset: the broker's accounts are kept by hand.
   */
  mosquitto?: MosquittoFiles | null;
  /**
   * METRICS_TOKEN: the bearer a Prometheus scrape shows to read `GET /metrics` (decision 0108), the
   * same as the API's and the worker's. Unset: the rule of the health's detail (decision 0101).
   */
  metricsToken?: string | null;
}

export interface MosquittoFiles {
  passwordFile: string;
  aclFile: string;
  pidFile: string;
}

export const DEFAULT_HTTP_PORT = 4281;
export const DEFAULT_CREDENTIAL_SYNC_MS = 5_000;
export const DEFAULT_EMBEDDED_MQTT_PORT = 18830;

const optional = (value: string | undefined): string | null =>
  value !== undefined && value.trim().length > 0 ? value.trim() : null;

function port(name: string, value: string | undefined, fallback: number): number {
  const raw = optional(value);
  const parsed = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} is not a port: ${value}`);
  }
  return parsed;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const mqttUrl = optional(env.MQTT_URL);
  if (mqttUrl !== null && !/^(mqtts?|wss?|tcp|ssl):\/\//.test(mqttUrl)) {
    throw new Error(`MQTT_URL must be an mqtt://, mqtts://, ws:// or wss:// URL: ${mqttUrl}`);
  }
  const baseTopic = optional(env.MQTT_BASE_TOPIC) ?? DEFAULT_BASE_TOPIC;
  if (!isValidBaseTopic(baseTopic)) {
    throw new Error(`MQTT_BASE_TOPIC is not a valid topic prefix: ${baseTopic}`);
  }
  const connectTimeoutMs = positive('MQTT_CONNECT_TIMEOUT_MS', env.MQTT_CONNECT_TIMEOUT_MS, 15_000);
  return {
    httpPort: port('GATEWAY_HTTP_PORT', env.GATEWAY_HTTP_PORT, DEFAULT_HTTP_PORT),
    httpHost: optional(env.GATEWAY_HTTP_HOST) ?? '127.0.0.1',
    mqttUrl,
    mqttHost: optional(env.MQTT_HOST) ?? '127.0.0.1',
    mqttPort: port('MQTT_PORT', env.MQTT_PORT, DEFAULT_EMBEDDED_MQTT_PORT),
    baseTopic,
    connectTimeoutMs,
    databaseUrl: optional(env.DATABASE_URL),
    eventStoreUrl: optional(env.EVENTSTORE_URL),
    api: gatewayApi(env),
    credentialSyncMs: positive('CREDENTIALS_SYNC_MS', env.CREDENTIALS_SYNC_MS, DEFAULT_CREDENTIAL_SYNC_MS),
    mosquitto: mosquittoFiles(env, mqttUrl),
    metricsToken: optional(env.METRICS_TOKEN),
  };
}

function positive(name: string, value: string | undefined, fallback: number): number {
  const raw = optional(value);
  const parsed = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer: ${value}`);
  return parsed;
}

function mosquittoFiles(env: NodeJS.ProcessEnv, mqttUrl: string | null): MosquittoFiles | null {
  const passwordFile = optional(env.MOSQUITTO_PASSWORD_FILE);
  const aclFile = optional(env.MOSQUITTO_ACL_FILE);
  const pidFile = optional(env.MOSQUITTO_PID_FILE);
  if (passwordFile === null && aclFile === null && pidFile === null) return null;
  if (passwordFile === null || aclFile === null || pidFile === null) {
    throw new Error('MOSQUITTO_PASSWORD_FILE, MOSQUITTO_ACL_FILE and MOSQUITTO_PID_FILE go together');
  }
  if (mqttUrl === null) throw new Error("MOSQUITTO_* name a Mosquitto's files: set MQTT_URL to that broker");
  const login = new URL(mqttUrl);
  if (decodeURIComponent(login.username) !== GATEWAY_USERNAME || login.password === '') {
    // The ACL gives the kiosk topics to that account; its password goes into the file hashed.
    throw new Error(`With MOSQUITTO_*, MQTT_URL must sign in as ${GATEWAY_USERNAME} with a password`);
  }
  if (gatewayApi(env) === null) {
    throw new Error(
      'MOSQUITTO_* need GATEWAY_API_URL and GATEWAY_API_TOKEN: the credentials come from the API',
    );
  }
  return { passwordFile, aclFile, pidFile };
}

function gatewayApi(env: NodeJS.ProcessEnv): { url: string; token: string } | null {
  const url = optional(env.GATEWAY_API_URL);
  const token = optional(env.GATEWAY_API_TOKEN);
  if (url === null && token === null) return null;
  if (url === null || token === null) throw new Error('GATEWAY_API_URL and GATEWAY_API_TOKEN go together');
  if (!/^https?:\/\//.test(url)) throw new Error(`GATEWAY_API_URL must be an http(s) URL: ${url}`);
  return { url, token };
}

/** Injection token of the GatewayConfig. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
