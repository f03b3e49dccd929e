import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_METRICS_PERIOD,
  QUIET_WINDOW_DAYS,
  type FamilyEngagementResponse,
  type MetricsPeriod,
  type MetricsSource,
  type ResidentAlbumMetricsResponse,
  type ResidentAppUsersResponse,
  type ResidentEngagementResponse,
  type ResidentMessageMetricsResponse,
  type ResidentMetricsChartResponse,
} from '@ambient/core';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Answers, IdParam, ValidBody, ValidParam, ValidQueryParam } from '../common/validation.js';
import { assertVisible } from '../common/visibility.js';
import { KiosksReader } from '../kiosks/index.js';
import { ResidentsReader } from '../residents/index.js';
import { ResidentMetricsReader, type PeriodAsked } from './resident-metrics.reader.js';
import {
  albumMetricsAnswer,
  appUsersAnswer,
  chartAnswer,
  chartBodySchema,
  engagementAnswer,
  familyEngagementAnswer,
  localeQuerySchema,
  messageMetricsAnswer,
  periodSchema,
  sourceSchema,
  type ChartBody,
  type METRICS_LOCALES,
} from './resident-metrics.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;
type Locale = (typeof METRICS_LOCALES)[number] | undefined;

/**
 * The resident metrics' reads (spec 02 §7 "Resident dashboard and metrics"; decision 0073), for
 * whoever may open the resident's dashboard: 404 for a resident gone or outside the caller's
 * scope, 403 for a visitor outside it, as the dashboard answers.
 */
@ApiTags('resident metrics')
@ApiBearerAuth()
@Controller('residentdashboard')
export class ResidentMetricsController {
  constructor(
    private readonly residents: ResidentsReader,
    private readonly kiosks: KiosksReader,
    private readonly metrics: ResidentMetricsReader,
  ) {}

  /** The family engagement of a kiosk's residents (decision 0074), for whoever opens its dashboard. */
  @Get('engagement/kiosk/:id')
  @Answers(familyEngagementAnswer)
  async kioskEngagement(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<FamilyEngagementResponse>> {
    await this.kiosks.requireVisible(principal.profile, id, false);
    const residents = await this.metrics.familyEngagement(principal.profile, { kioskId: id }, new Date());
    return { residents, quietWindowDays: QUIET_WINDOW_DAYS };
  }

  /** The family engagement of a facility's residents the caller sees (decision 0074). */
  @Get('engagement/facility/:id')
  @Answers(familyEngagementAnswer)
  async facilityEngagement(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<FamilyEngagementResponse>> {
    assertVisible(await this.metrics.facilityVisibility(principal.profile, id), 'facility.notFound');
    const residents = await this.metrics.familyEngagement(principal.profile, { facilityId: id }, new Date());
    return { residents, quietWindowDays: QUIET_WINDOW_DAYS };
  }

  /** The people who may use the mobile app for the resident, with their activation and last sign-in. */
  @Get(':id/users')
  @Answers(appUsersAnswer)
  async users(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<ResidentAppUsersResponse>> {
    await this.residents.requireVisible(principal.profile, id);
    return { users: await this.metrics.users(id) };
  }

  /** The messages' doughnuts of the period, and the messages in and out. */
  @Get(':id/message')
  @Answers(messageMetricsAnswer)
  async message(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
    @ValidQueryParam('timePeriod', periodSchema.optional()) timePeriod: MetricsPeriod | undefined,
    @ValidQueryParam('locale', localeQuerySchema) locale: Locale,
  ): Promise<Success<ResidentMessageMetricsResponse>> {
    await this.residents.requireVisible(principal.profile, id);
    return this.metrics.messages(id, asked(principal, timePeriod, locale));
  }

  /** The resident's memory albums with their audio, image and video counts. */
  @Get(':id/playlist')
  @Answers(albumMetricsAnswer)
  async playlist(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<ResidentAlbumMetricsResponse>> {
    await this.residents.requireVisible(principal.profile, id);
    return { playlists: await this.metrics.albums(id) };
  }

  /** The last check-in, message and album addition, each flagged after two quiet weeks. */
  @Get(':id/summary')
  @Answers(engagementAnswer)
  async summary(
    @CurrentPrincipal() principal: Principal,
    @IdParam() id: number,
  ): Promise<Success<ResidentEngagementResponse>> {
    await this.residents.requireVisible(principal.profile, id);
    const [engagement] = await this.metrics.engagement([id], new Date());
    return { ...engagement!, quietWindowDays: QUIET_WINDOW_DAYS };
  }

  /** A bar chart of the period by data source: activations, messages one way, uploads. */
  @Post(':kind/:id')
  @HttpCode(200)
  @Answers(chartAnswer)
  async chart(
    @CurrentPrincipal() principal: Principal,
    @ValidParam('kind', sourceSchema) kind: MetricsSource,
    @IdParam() id: number,
    @ValidBody(chartBodySchema) body: ChartBody,
    @ValidQueryParam('locale', localeQuerySchema) locale: Locale,
  ): Promise<Success<ResidentMetricsChartResponse>> {
    await this.residents.requireVisible(principal.profile, id);
    return {
      chartData: await this.metrics.chart(
        id,
        kind,
        body.messageDirection,
        asked(principal, body.timePeriod, locale),
      ),
    };
  }
}

/** The period asked (WeekToDate when none), now, and the labels' language (the caller's when none). */
function asked(principal: Principal, period: MetricsPeriod | undefined, locale: Locale): PeriodAsked {
  const language = locale ?? (principal.profile.languageId === 2 ? 'fr' : 'en');
  return {
    period: period ?? DEFAULT_METRICS_PERIOD,
    now: new Date(),
    locale: language.length === 2 ? `${language}-CA` : language,
  };
}
