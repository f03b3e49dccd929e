import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@ambient/core';
import { EVENT_STORE, projectionLag, type EventStore, ProjectionRunner } from '@ambient/event-sourcing';
import { Public, TOKEN_VERIFIER, type TokenVerifier } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE_ENGINE } from '../database/database.module.js';
import { Answers } from '../common/validation.js';
import { JobQueue } from '../jobs/index.js';
import { showsMetricsToken, within } from './metrics/index.js';
import { BlobStore } from '../storage/index.js';
import { healthAnswer, type HealthPartDetail } from './health.schemas.js';

type Status = HealthResponse['status'];
/** The answer an admin or the metrics token reads (decision 0108): the status, the version, every part. */
interface HealthDetail {
  status: Status;
  version: string;
  parts: HealthPartDetail[];
}

/**
 * Every part of the system, the engine it runs on, and whether it answers. Anyone (a load
 * balancer, a probe) gets the overall status; only an admin's token, or the metrics token
 * (METRICS_TOKEN), sees the parts, their engines, paths and details (the projections' lag, the
 * queue's depth, whether the device gateway answers), and the version.
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
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  @Public()
  @Get()
  @Answers(healthAnswer)
  async health(
    @Res({ passthrough: true }) res: Response,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<HealthDetail | { status: Status }> {
    const detailed =
      showsMetricsToken(this.config.metrics.token, authorization) || (await this.isAdmin(authorization));
    const parts = await Promise.all([
      this.database(),
      this.eventStore(detailed),
      this.queue(detailed),
      this.storage(),
      this.broker(),
      this.signIn(),
    ]);
    const status = parts.every((p) => p.state !== 'down') ? 'ok' : 'degraded';
    if (status !== 'ok') res.status(503);
    if (!detailed) return { status };
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

  private async database(): Promise<HealthPartDetail> {
    const up = await within(
      2000,
      this.dataSource.query('SELECT 1').then(() => true),
      false,
    );
    return { part: 'database', engine: this.databaseEngine, state: up ? 'up' : 'down' };
  }

  /** With the detail, the projections' lag behind the log's head (as the metrics read it). */
  private async eventStore(detailed: boolean): Promise<HealthPartDetail> {
    const [up, lag] = await Promise.all([
      within(2000, this.store.ping(), false),
      detailed ? within(2000, projectionLag(this.store, this.projections.lowestCheckpoint), null) : null,
    ]);
    return {
      part: 'eventStore',
      engine: this.store.engine,
      state: up && this.projections.healthy ? 'up' : 'down',
      detail: `projections at position ${this.projections.lowestCheckpoint.toString()}`,
      ...(lag && {
        lag: {
          events: lag.events,
          seconds: Math.round(lag.seconds * 1000) / 1000,
          position: Number(lag.position),
          head: Number(lag.head),
        },
      }),
    };
  }

  /** With the detail, the queue's jobs by state. */
  private async queue(detailed: boolean): Promise<HealthPartDetail> {
    const [part, depth] = await Promise.all([
      this.queueState(),
      detailed ? within(2000, this.jobs.counts(), null) : null,
    ]);
    return { ...part, ...(depth && { depth }) };
  }

  private async queueState(): Promise<HealthPartDetail> {
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

  private async storage(): Promise<HealthPartDetail> {
    const up = await within(1000, this.blobs.ready(), false);
    return { part: 'storage', engine: this.blobs.engine, state: up ? 'up' : 'down' };
  }

  /** The device gateway's broker, whether the gateway answers, and the kiosks it holds online. */
  private async broker(): Promise<HealthPartDetail> {
    const answer = await within(
      1500,
      // The gateway tells its broker's engine only to the holder of the shared token (decision 0101).
      fetch(this.config.gatewayHealthUrl, {
        headers: this.config.gatewayApiToken
          ? { authorization: `Bearer ${this.config.gatewayApiToken}` }
          : {},
      }).then(
        (r) =>
          r.json() as Promise<{ broker?: { engine?: string; state?: string }; connectedKiosks?: unknown }>,
      ),
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
        gateway: 'unreachable',
      };
    const online = answer.connectedKiosks;
    return {
      part: 'broker',
      engine: answer.broker?.engine ?? 'unknown',
      state: answer.broker?.state === 'up' ? 'up' : 'down',
      gateway: 'reachable',
      ...(typeof online === 'number' && Number.isInteger(online) && { connectedKiosks: online }),
    };
  }

  private async signIn(): Promise<HealthPartDetail> {
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
