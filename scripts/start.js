// Starts the whole product on its embedded defaults: the device gateway (with its embedded
// MQTT broker), the API (which serves the console, the sign-in provider and live updates) and,
// once both answer, a few simulated demo kiosks (DEMO_KIOSKS, decision 0038).
// `npm start` builds first; set DATABASE_URL, EVENTSTORE_URL, REDIS_URL, MQTT_URL or
// OIDC_ISSUER to switch a part to its real engine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

const env = { NODE_ENV: 'production', ...process.env };
/** A setting left blank counts as unset. */
const given = (name) => (env[name] ?? '').trim() !== '';
const byDefault = (name, value) => {
  if (!given(name)) env[name] = value;
};
// The gateway's embedded broker asks the API for each kiosk's credential (decision 0028): both get
// the same token, made up for this run unless one is set.
byDefault('GATEWAY_API_TOKEN', randomBytes(24).toString('base64url'));
byDefault('GATEWAY_API_URL', `http://127.0.0.1:${env.PORT ?? 4280}`);
// Six demo kiosks on the embedded broker; none by default on an external one (its accounts are its own).
const externalBroker = given('MQTT_URL');
byDefault('DEMO_KIOSKS', externalBroker ? '0' : '6');
// The demo's pictures in the media libraries, an album and a playlist (on an empty database only).
byDefault('DEMO_MEDIA', 'true');
const children = [];

function run(name, script, args = [], { vital = true } = {}) {
  const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (!vital) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); the rest keeps running.`);
      return;
    }
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Waits until `url` answers as `ready` says (the process may still be starting), while we run. */
async function answers(url, ready = (status) => status === 200) {
  while (!stopping) {
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (ready(status)) return true;
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

run('device gateway', 'apps/device-gateway/dist/main.js');
run('api', 'apps/api/dist/main.js');

if (Number(env.DEMO_KIOSKS) > 0) {
  // The API writes the kiosks' secrets before it listens; the gateway must take their connections.
  // Any answer will do from the API (503 while a part is degraded): it is listening.
  const api = answers(`http://127.0.0.1:${env.PORT ?? 4280}/api/health`, (status) => status > 0);
  const gateway = answers(`http://127.0.0.1:${env.GATEWAY_HTTP_PORT ?? 4281}/health`);
  if ((await api) && (await gateway)) {
    const url = externalBroker ? env.MQTT_URL : `mqtt://127.0.0.1:${env.MQTT_PORT ?? 18830}`;
    const file = resolve(env.DATA_DIR ?? 'data', 'demo-kiosks.json');
    run('demo kiosks', 'simulators/dist/demo-cli.js', ['--file', file, '--url', url], { vital: false });
  }
}
