import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { HealthPart, HealthResponse } from '@ambient/core';
import { Public, TOKEN_VERIFIER, type TokenVerifier } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE_ENGINE } from '../database/database.module.js';
import { EVENT_STORE, type EventStore, ProjectionRunner } from '@ambient/event-sourcing';
import { Answers } from '../common/validation.js';
import { BlobStore } from '../storage/index.js';
import { healthAnswer } from './health.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

async function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([work.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every part of the system, the engine it runs on, and whether it answers. Anyone (a load
 * balancer, a probe) gets the overall status; only an admin's token sees the parts, their
 * engines, paths and details, and the version.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_ENGINE) private readonly databaseEngine: string,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRunner,
    @Inject(TOKEN_VERIFIER) private readonly tokens: TokenVerifier,
    private readonly blobs: BlobStore,
  ) {}

  @Public()
  @Get()
  @Answers(healthAnswer)
  async health(
    @Res({ passthrough: true }) res: Response,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<Success<HealthResponse> | { status: HealthResponse['status'] }> {
    const parts = await Promise.all([
      this.database(),
      this.eventStore(),
      this.queue(),
      this.storage(),
      this.broker(),
      this.signIn(),
    ]);
    const status = parts.every((p) => p.state !== 'down') ? 'ok' : 'degraded';
    if (status !== 'ok') res.status(503);
    if (!(await this.isAdmin(authorization))) return { status };
    return { status, version: this.config.version, parts };
  }

  /** A valid admin token; anything else (none, forged, expired, another role) is not. */
  private async isAdmin(authorization: string | undefined): Promise<boolean> {
    const token = /^bearer (.+)$/i.exec(authorization ?? '')?.[1]?.trim();
    if (!token) return false;
    try {
      return (await this.tokens.verify(token)).flags.isAdmin;
    } catch {
      return false;
    }
  }

  private async database(): Promise<HealthPart> {
    const up = await within(
      2000,
      this.dataSource.query('SELECT 1').then(() => true),
      false,
    );
    return { part: 'database', engine: this.databaseEngine, state: up ? 'up' : 'down' };
  }

  private async eventStore(): Promise<HealthPart> {
    const up = await within(2000, this.store.ping(), false);
    return {
      part: 'eventStore',
      engine: this.store.engine,
      state: up && this.projections.healthy ? 'up' : 'down',
      detail: `projections at position ${this.projections.lowestCheckpoint.toString()}`,
    };
  }

  private async queue(): Promise<HealthPart> {
    if (!this.config.redisUrl) return { part: 'queue', engine: 'in-process runner', state: 'up' };
    const redis = new Redis(this.config.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 1500,
    });
    const up = await within(
      2000,
      redis
        .connect()
        .then(() => redis.ping())
        .then((r) => r === 'PONG'),
      false,
    );
    redis.disconnect();
    return { part: 'queue', engine: 'BullMQ on Redis', state: up ? 'up' : 'down' };
  }

  private async storage(): Promise<HealthPart> {
    const up = await within(1000, this.blobs.ready(), false);
    return { part: 'storage', engine: this.blobs.engine, state: up ? 'up' : 'down' };
  }

  private async broker(): Promise<HealthPart> {
    const answer = await within(
      1500,
      // The gateway tells its broker's engine only to the holder of the shared token (decision 0101).
      fetch(this.config.gatewayHealthUrl, {
        headers: this.config.gatewayApiToken
          ? { authorization: `Bearer ${this.config.gatewayApiToken}` }
          : {},
      }).then((r) => r.json() as Promise<{ broker?: { engine?: string; state?: string } }>),
      null,
    );
    if (!answer)
      return {
        part: 'broker',
        engine: this.config.mqttUrl
          ? `MQTT ${this.config.mqttUrl}`
          : 'aedes (embedded in the device gateway)',
        state: 'down',
        detail: 'device gateway not reachable',
      };
    return {
      part: 'broker',
      engine: answer.broker?.engine ?? 'unknown',
      state: answer.broker?.state === 'up' ? 'up' : 'down',
    };
  }

  private async signIn(): Promise<HealthPart> {
    if (!this.config.oidc.externalIssuer) {
      return { part: 'signIn', engine: 'built-in OpenID Connect provider', state: 'up' };
    }
    const issuer = this.config.oidc.externalIssuer.replace(/\/$/, '');
    const up = await within(
      2000,
      fetch(`${issuer}/.well-known/openid-configuration`).then((r) => r.ok),
      false,
    );
    return { part: 'signIn', engine: `OpenID Connect issuer ${issuer}`, state: up ? 'up' : 'down' };
  }
}
