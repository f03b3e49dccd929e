import { z } from 'zod';
import { Limits, type Organization } from '@ambient/core';
import { answer, field, shape } from '../../common/validation.js';

export const organizationBodySchema = z.object({ name: field.text(Limits.organizationNameMax * 4) });
export type OrganizationBody = z.output<typeof organizationBodySchema>;

/**
 * PUT organizations/{id}: the spec's payload (id, name, createDate). The id and the creation date
 * are the organization's own, sent back as read: the route's id names it, and neither changes.
 */
export const organizationEditBodySchema = organizationBodySchema.extend({
  id: field.id,
  createDate: field.text(64),
});

export const organizationSchema = z.object({
  id: shape.int,
  name: z.string(),
  domains: z.array(shape.namedRef),
  createDate: shape.time,
}) satisfies z.ZodType<Organization>;

/** The list; `total` when a page was asked for. */
export const organizationsAnswer = answer({
  organizations: z.array(organizationSchema),
  total: shape.int.optional(),
});
export const organizationAnswer = answer({ organization: organizationSchema });
