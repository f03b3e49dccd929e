// Runs every test: unit, integration (PGlite always; PostgreSQL, Redis and Mosquitto too when
// TEST_DATABASE_URL, TEST_REDIS_URL and TEST_MQTT_URL are set) and end-to-end in Chromium.
// Installs what a fresh machine lacks (Chromium from apt) or says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The end-to-end specs drive Debian's Chromium headless shell (package chromium-headless-shell, the
// build of Chromium that Playwright itself runs headless tests on): the same Blink and V8 as the
// `chromium` package at a quarter less CPU for the suite, most of it in each new signed-in page
// (decision 0072). Debian's full `chromium` serves when the shell cannot be installed.
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
const args = process.argv.slice(2);
const e2eOnly = args.includes('--e2e-only');
const jestArgs = args.filter((a) => a !== '--e2e-only');

function sh(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The Chromium the specs drive: CHROMIUM_PATH, else the headless shell (installed when missing). */
function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(SHELL)) return SHELL;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    hasApt = true;
  } catch {
    hasApt = false;
  }
  if (isRoot && hasApt) {
    console.log(
      'Chromium is missing: installing its headless shell with apt-get (end-to-end tests drive it)...',
    );
    const apt = (aptArgs) =>
      spawnSync('apt-get', aptArgs, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'chromium-headless-shell'])) return SHELL;
    if (existsSync(FULL)) console.log(`The headless shell could not be installed: the specs drive ${FULL}.`);
  }
  if (existsSync(FULL)) return FULL;
  console.error(
    `Chromium is needed for the end-to-end tests and was found at neither ${SHELL} nor ${FULL}.\n` +
      'Install it with: sudo apt-get install -y chromium-headless-shell   (or set CHROMIUM_PATH to a Chromium binary).',
  );
  process.exit(1);
}

const chromium = chromiumPath();
sh('npm', ['run', 'build', '--silent']);
const projects = e2eOnly ? ['--selectProjects', 'e2e'] : [];
// The server's suites run under jest-light-runner, in worker threads that each import suite after
// suite on one module graph (decision 0089); the console's component tests in Jest's own workers,
// which need its ECMAScript-module mode. Four workers on two cores: the suites wait on browsers,
// servers and databases part of their time. A young generation of 32 MB collects less often (a V8
// flag: the worker threads have it, and Jest's own workers inherit it; decision 0072).
sh(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--max-semi-space-size=32',
    'node_modules/jest/bin/jest.js',
    '--maxWorkers=4',
    ...projects,
    ...jestArgs,
  ],
  {
    env: { ...process.env, CHROMIUM_PATH: chromium, NODE_NO_WARNINGS: '1' },
  },
);
