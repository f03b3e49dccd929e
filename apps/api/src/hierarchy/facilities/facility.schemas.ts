import { z } from 'zod';
import { Limits, RequestLimits } from '@ambient/core';
import { field } from '../../common/validation.js';

export const facilityBodySchema = z.object({
  name: field.text(Limits.facilityNameMax * 4),
  street: field.optionalText(Limits.streetMax * 4),
  city: field.optionalText(Limits.cityMax * 4),
  provStateId: field.id,
  countryId: field.id,
  domainId: field.id,
});
export type FacilityBody = z.output<typeof facilityBodySchema>;

/** `POST facilities` with a `filter` lists the matching facilities; without one it adds a facility. */
export const facilityCreateOrFilterSchema = facilityBodySchema.extend({
  filter: z
    .object({
      search: z.string().max(RequestLimits.searchMax).nullish(),
      domainId: field.id,
      organizationId: field.id,
      countryId: field.id,
    })
    .optional(),
});
export type FacilityCreateOrFilterBody = z.output<typeof facilityCreateOrFilterSchema>;
