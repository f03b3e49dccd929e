/**
 * What each jest-light-runner worker needs before it imports a suite (decision 0089):
 *
 * - TypeScript compiled as it is imported, by SWC (@swc-node/register), with the settings of
 *   ./tsconfig.json (decorator metadata, the workspaces' packages from their sources);
 * - Jest's timeouts, which that runner leaves out: a test or hook that has not settled after its
 *   timeout (the third argument, else `jest.setTimeout`'s, else the configuration's `testTimeout`)
 *   fails with the same message as under Jest, so a hung test names itself instead of hanging
 *   the run.
 */
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { bind } from 'jest-each';

process.env.SWC_NODE_PROJECT ??= fileURLToPath(new URL('./tsconfig.json', import.meta.url));
register('@swc-node/register/esm', import.meta.url);

// The configuration's testTimeout; run in band (`-i`), the runner keeps it to itself: the same
// ceiling then, as jest.config.js sets it.
let defaultTimeout = Tinypool.workerData?.globalConfig?.testTimeout ?? 60_000;

/** `fn` failing once `timeout` ms have passed without it settling. */
function timed(fn, timeout, what) {
  if (typeof fn !== 'function') return fn;
  return function (...args) {
    const limit = timeout ?? defaultTimeout;
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `Exceeded timeout of ${limit} ms for ${what}.\nAdd a timeout value to this test to increase the timeout, if this is a long-running test. See https://jestjs.io/docs/api#testname-fn-timeout.`,
            ),
          ),
        limit,
      );
    });
    return Promise.race([Promise.resolve().then(() => fn.apply(this, args)), expired]).finally(() =>
      clearTimeout(timer),
    );
  };
}

function timedTest(base) {
  const wrap = (variant) => (name, fn, timeout) => variant(name, timed(fn, timeout, 'a test'), timeout);
  const test = wrap(base);
  test.only = wrap(base.only);
  test.skip = base.skip;
  test.todo = base.todo;
  test.each = bind(test);
  test.only.each = bind(test.only);
  test.skip.each = base.skip.each;
  return test;
}

const globals = globalThis;
globals.test = timedTest(globals.test);
globals.it = globals.test;
globals.fit = globals.test.only;
for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  const base = globals[hook];
  globals[hook] = (fn, timeout) => base(timed(fn, timeout, 'a hook'), timeout);
}
globals.jest.setTimeout = (timeout) => {
  defaultTimeout = timeout;
  return globals.jest;
};
