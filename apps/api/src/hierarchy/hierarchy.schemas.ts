import { z } from 'zod';
import type { Facility, FacilityOption, KioskSummary, ResidentSummary } from '@ambient/core';
import { shape } from '../common/validation.js';

/** A kiosk as the login lists and a facility's kiosks show it. */
export const kioskSummarySchema = z.object({
  id: shape.int,
  name: z.string(),
  serialNumber: z.string(),
  typeId: shape.int,
  facility: z.object({ id: shape.int, name: z.string(), geographicalDescription: z.string() }).nullable(),
  domain: z.object({ id: shape.int, name: z.string(), organizationName: z.string() }).nullable(),
  subscriptionLevel: shape.int.nullable(),
}) satisfies z.ZodType<KioskSummary>;

/** A resident as the login lists and the profile's choices show them. */
export const residentSummarySchema = z.object({
  id: shape.int,
  name: z.string(),
  pictureBase64: z.string().nullable(),
  kioskTypeId: shape.int.nullable(),
  kiosk: z.object({ id: shape.int, name: z.string(), serialNumber: z.string() }).nullable(),
  newMessages: shape.int,
}) satisfies z.ZodType<ResidentSummary>;

/** A facility in a dialog's choices. */
export const facilityOptionSchema = z.object({
  id: shape.int,
  name: z.string(),
  code: z.string(),
  geographicalDescription: z.string(),
}) satisfies z.ZodType<FacilityOption>;

export const facilitySchema = z.object({
  id: shape.int,
  name: z.string(),
  code: z.string(),
  street: z.string(),
  city: z.string(),
  provStateId: shape.int.nullable(),
  provState: z.string().nullable(),
  countryId: shape.int.nullable(),
  domainId: shape.int.nullable(),
  domainName: z.string().nullable(),
  geographicalDescription: z.string(),
  createDate: shape.time,
}) satisfies z.ZodType<Facility>;
