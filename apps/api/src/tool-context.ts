import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule, type AppModuleOptions } from './app.module.js';
import type { AppConfig } from './config/app-config.js';

/**
 * The application as a command-line tool opens it (`npm run projections:rebuild`): without HTTP,
 * and without the background work the API and the job workers do (see `ProcessRole`).
 */
export function openToolContext(
  config: AppConfig,
  options: Omit<AppModuleOptions, 'background'> = {},
): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule.forRoot(config, { ...options, background: false }), {
    logger: ['error', 'warn'],
    abortOnError: false,
  });
}
