// Development: builds the server parts, then runs the device gateway, the API (rebuilt and
// restarted when its sources change) and the console through Vite's dev server with hot reload
// at http://localhost:5173 (it proxies /api, /oidc and /socket.io to the API on port 4280).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn(
    'npx',
    ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--watch'],
    {
      cwd: 'apps/api',
      stdio: 'ignore',
      env,
    },
  ),
  spawn(process.execPath, ['apps/device-gateway/dist/main.js'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@ambient/web'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
