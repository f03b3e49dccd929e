/** `npm run seed -- [--scale demo|large]`: seeds through commands into the configured database. */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { ProjectionRunner } from '@ambient/event-sourcing';
import { Seeder, type SeedScale } from './seed/index.js';

const index = process.argv.indexOf('--scale');
const scale = (index >= 0 ? process.argv[index + 1] : 'demo') as SeedScale;
if (scale !== 'demo' && scale !== 'large') {
  console.error('Usage: npm run seed -- --scale demo|large');
  process.exit(1);
}
const app = await NestFactory.createApplicationContext(AppModule.forRoot(loadConfig()), {
  logger: ['log', 'error', 'warn'],
});
await app.get(ProjectionRunner).start();
const report = await app.get(Seeder).seed(scale);
console.log(JSON.stringify(report));
await app.close();
