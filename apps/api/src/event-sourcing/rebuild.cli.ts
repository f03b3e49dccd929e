/** `npm run projections:rebuild`: empties every read model and replays the whole event log. */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../config/app-config.js';
import { CoreModule } from '../core.module.js';
import { ProjectionRunner } from './projection-runner.js';

const started = Date.now();
const app = await NestFactory.createApplicationContext(CoreModule.forRoot(loadConfig()), {
  logger: ['error', 'warn'],
});
const runner = app.get(ProjectionRunner);
await runner.rebuild();
console.log(
  `Rebuilt every read model up to position ${runner.lowestCheckpoint.toString()} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
await app.close();
