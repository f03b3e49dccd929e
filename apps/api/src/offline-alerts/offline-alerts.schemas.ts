import { z } from 'zod';
import type { FacilityAlertSettingsAnswer, OfflineAlert } from '@ambient/core';
import { answer, shape } from '../common/validation.js';

/** Generous caps at the edge; the decider judges the values with their own messages. */
const clockTime = z.string().max(10);
const span = z.object({ start: clockTime, end: clockTime });

/** PUT facilities/{id}/alert-settings: the settings panel's fields. */
export const alertSettingsBodySchema = z.object({
  gracePeriodSeconds: z.number().int().min(-1_000_000_000).max(1_000_000_000),
  dayStart: clockTime,
  dayEnd: clockTime,
  quietDays: z.array(z.number().int().min(-1000).max(1000)).max(20),
  quietHours: z.array(span).max(20),
  timeZone: z.string().max(100).nullish(),
});
export type AlertSettingsBody = z.output<typeof alertSettingsBodySchema>;

const settingsShape = z.object({
  gracePeriodSeconds: shape.int,
  dayStart: z.string(),
  dayEnd: z.string(),
  quietDays: z.array(shape.int),
  quietHours: z.array(z.object({ start: z.string(), end: z.string() })),
  timeZone: z.string().nullable(),
});

export const alertSettingsAnswer = answer({
  facilityId: shape.int,
  settings: settingsShape,
  effectiveTimeZone: z.string(),
  provinceTimeZone: z.string(),
  isDefault: z.boolean(),
} satisfies Record<keyof FacilityAlertSettingsAnswer, z.ZodType>);

const alertShape = z.object({
  kioskId: shape.int,
  alertNumber: shape.int,
  kioskName: z.string(),
  serialNumber: z.string(),
  facilityId: shape.int.nullable(),
  facilityName: z.string().nullable(),
  offlineSince: shape.time,
  raisedAt: shape.time,
  timeZone: z.string(),
  onlineAt: shape.time.nullable(),
  clearedAt: shape.time.nullable(),
}) satisfies z.ZodType<OfflineAlert>;

export const offlineAlertsAnswer = answer({ offlineAlerts: z.array(alertShape) });
