// Starts the whole product on its embedded defaults: the device gateway (with its embedded
// MQTT broker) and the API (which serves the console, the sign-in provider and live updates).
// `npm start` builds first; set DATABASE_URL, EVENTSTORE_URL, REDIS_URL, MQTT_URL or
// OIDC_ISSUER to switch a part to its real engine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const env = { NODE_ENV: 'production', ...process.env };
// The gateway's embedded broker asks the API for each kiosk's credential (decision 0028): both get
// the same token, made up for this run unless one is set.
env.GATEWAY_API_TOKEN ??= randomBytes(24).toString('base64url');
env.GATEWAY_API_URL ??= `http://127.0.0.1:${env.PORT ?? 4280}`;
const children = [];

function run(name, script) {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (stopping) return;
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

run('device gateway', 'apps/device-gateway/dist/main.js');
run('api', 'apps/api/dist/main.js');
