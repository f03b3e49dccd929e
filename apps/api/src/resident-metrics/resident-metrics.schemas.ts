import { z } from 'zod';
import {
  DEFAULT_METRICS_PERIOD,
  MESSAGE_DIRECTIONS,
  MESSAGE_KINDS,
  METRICS_PERIODS,
  METRICS_SOURCES,
  type MemoryAlbumSummary,
  type MetricsChartData,
  type MetricsDoughnutData,
  type ResidentAppUser,
} from '@ambient/core';
import { answer, shape } from '../common/validation.js';

/** The languages the labels are written in; absent, the caller's own. */
export const METRICS_LOCALES = ['en', 'fr', 'en-CA', 'en-US', 'fr-CA'] as const;
export const localeQuerySchema = z.enum(METRICS_LOCALES).optional();

export const periodSchema = z.enum(METRICS_PERIODS);
export const sourceSchema = z.enum(METRICS_SOURCES);

/** `POST residentdashboard/{kind}/{id}` (spec 02 §7): the period, and for messages their direction. */
export const chartBodySchema = z
  .object({
    timePeriod: periodSchema.nullish(),
    messageDirection: z.enum(MESSAGE_DIRECTIONS).nullish(),
  })
  .nullish()
  .transform((body) => ({
    timePeriod: body?.timePeriod ?? DEFAULT_METRICS_PERIOD,
    messageDirection: body?.messageDirection ?? 'UserToResident',
  }));
export type ChartBody = z.output<typeof chartBodySchema>;

const periodOption = z.object({ value: periodSchema, selected: z.boolean() });

const chartData = z.object({
  labels: z.array(z.string()),
  periodCount: z.array(shape.int),
  fromDate: shape.time,
  toDate: shape.time,
  supportedTimePeriods: z.array(periodOption),
  timeZone: z.string(),
}) satisfies z.ZodType<MetricsChartData>;

const doughnut = z.object({
  keys: z.array(z.string()),
  labels: z.array(z.string()),
  periodCount: z.array(shape.int),
}) satisfies z.ZodType<MetricsDoughnutData>;

const pair = z.tuple([shape.int, shape.int]);

export const chartAnswer = answer({ chartData });

export const messageMetricsAnswer = answer({
  fromDate: shape.time,
  toDate: shape.time,
  userToResidentChartData: doughnut,
  residentToUserChartData: doughnut,
  messageContentTypeChartData: doughnut.extend({ keys: z.array(z.enum(MESSAGE_KINDS)) }),
  messagesIn: pair,
  messagesOut: pair,
});

const appUser = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string(),
  functionalRole: z.string(),
  activationDate: shape.time.nullable(),
  lastSignIn: shape.time.nullable(),
}) satisfies z.ZodType<ResidentAppUser>;

export const appUsersAnswer = answer({ users: z.array(appUser) });

const album = z.object({
  id: shape.int,
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  audioCount: shape.int,
  imageCount: shape.int,
  videoCount: shape.int,
  lastAddDate: shape.time.nullable(),
}) satisfies z.ZodType<MemoryAlbumSummary>;

export const albumMetricsAnswer = answer({ playlists: z.array(album) });

const engagement = {
  residentId: shape.int,
  lastCheckIn: shape.time.nullable(),
  notCheckedIn: z.boolean(),
  lastMessageIn: shape.time.nullable(),
  noRecentMessages: z.boolean(),
  lastAlbumAddition: shape.time.nullable(),
  noRecentAlbumAdditions: z.boolean(),
};

export const engagementAnswer = answer({ ...engagement, quietWindowDays: shape.int });
export const familyEngagementAnswer = answer({
  residents: z.array(
    z.object({
      ...engagement,
      name: z.string(),
      kioskId: shape.int.nullable(),
      kioskName: z.string(),
      timeZone: z.string(),
      quietFamily: z.boolean(),
    }),
  ),
  quietWindowDays: shape.int,
});
