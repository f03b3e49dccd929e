/** Starts the API: `node dist/main.js` (npm start runs it with the device gateway). */
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '@ambient/event-sourcing';
import { PRODUCT_NAME } from '@ambient/core';
import { createApp } from './app.js';
import { loadConfig } from './config/app-config.js';
import { InvitationCommandMessage } from './invitations/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/index.js';
import { DemoKiosks, Seeder } from './seed/index.js';

const started = Date.now();
const config = loadConfig();
const app = await createApp(config);
const logger = new Logger('Start');

const seeder = app.get(Seeder);
if (config.seedOnEmpty && (await seeder.isEmpty())) {
  logger.log('Empty database: seeding the demo data through commands...');
  const report = await seeder.seed('demo', { media: config.demoMedia });
  logger.log(
    `Seeded ${report.organizations} organizations, ${report.domains} domains, ${report.facilities} facilities, ` +
      `${report.kiosks} kiosks, ${report.residents} residents and ${report.users} users in ${report.seconds}s`,
  );
}

// The ambient invitations every database starts with (decision 0063); nothing once written.
await app
  .get(CommandBus)
  .execute(new InvitationCommandMessage({ type: 'SeedAmbientInvitations' }, systemContext()));

// The demo's live kiosks (DEMO_KIOSKS): their secrets are in place before the gateway asks for them.
const demoKiosks = app.get(DemoKiosks);
const demo = await demoKiosks.provision();
if (demo.length > 0)
  logger.log(`${demo.length} demo kiosks may sign in: their secrets are in ${demoKiosks.file}`);

await app.listen(config.port, process.env.HOST ?? '0.0.0.0');
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
console.log(
  [
    '',
    `  ${PRODUCT_NAME} is running at ${config.publicUrl}  (ready in ${seconds}s, ${config.environmentLabel})`,
    `  API documentation: ${config.publicUrl}/api/docs    Health: ${config.publicUrl}/api/health`,
    '',
    `  Demo accounts (password: ${DEMO_PASSWORD})`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(width)}  ${a.description}`),
    '',
  ].join('\n'),
);
