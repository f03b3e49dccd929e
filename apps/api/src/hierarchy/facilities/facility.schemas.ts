import { z } from 'zod';
import { Limits, RequestLimits } from '@ambient/core';
import { answer, field, shape } from '../../common/validation.js';
import { domainSchema } from '../domains/domain.schemas.js';
import { facilitySchema, kioskSummarySchema } from '../hierarchy.schemas.js';

/** The spec's add and update payload; its id, sent back as read on an edit, is not taken (the route's names it). */
export const facilityBodySchema = z.object({
  id: field.id,
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

/** A list; `total` when a page was asked for. */
export const facilitiesAnswer = answer({ facilities: z.array(facilitySchema), total: shape.int.optional() });
export const facilityAnswer = answer({ facility: facilitySchema });
export const facilityItemsAnswer = answer({ items: z.array(facilitySchema) });
export const facilityKiosksAnswer = answer({ kiosks: z.array(kioskSummarySchema) });

/** The facilities with the domains, provinces and countries for the dialog; `total` when a page was asked for. */
export const facilitiesManagerAnswer = answer({
  facilities: z.array(facilitySchema),
  domains: z.array(domainSchema),
  provStates: z.array(
    z.object({ id: shape.int, code: z.string(), description: z.string(), countryId: shape.int }),
  ),
  countries: z.array(z.object({ id: shape.int, description: z.string() })),
  total: shape.int.optional(),
});

/** `POST facilities`: the matching facilities for a filter, the new facility otherwise. */
export const facilitiesOrFacilityAnswer = z.union([facilitiesAnswer, facilityAnswer]);
