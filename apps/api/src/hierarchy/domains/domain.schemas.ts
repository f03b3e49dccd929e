import { z } from 'zod';
import { Limits, type Domain } from '@ambient/core';
import { idFilter, listQuerySchema } from '../../common/list-query.js';
import { answer, field, shape } from '../../common/validation.js';
import { facilitySchema } from '../hierarchy.schemas.js';
import { organizationSchema } from '../organizations/organization.schemas.js';

/**
 * POST and PUT domains: the spec's payload. An edit sends the domain's id and creation date back as
 * read: the route's id names the domain, and neither is taken.
 */
export const domainBodySchema = z.object({
  id: field.id,
  createDate: field.text(64),
  organizationId: field.id,
  name: field.text(Limits.domainNameMax * 4),
  description: field.optionalText(2000),
  facilityIds: field.ids.nullish(),
});
export type DomainBody = z.output<typeof domainBodySchema>;

/** The domains manager's list, of one organization when asked. */
export const domainListQuerySchema = listQuerySchema.extend({ organizationId: idFilter });
export type DomainListQuery = z.output<typeof domainListQuerySchema>;

export const domainSchema = z.object({
  id: shape.int,
  name: z.string(),
  description: z.string(),
  organizationId: shape.int,
  organizationName: z.string(),
  facilityIds: z.array(shape.int),
  assignedFacilities: z.string(),
  users: z.array(shape.userRef),
  genieCount: shape.int,
  abbyCount: shape.int,
  kioskCount: shape.int,
  createDate: shape.time,
}) satisfies z.ZodType<Domain>;

/** The domains with every organization and facility for the dialogs; `total` when a page was asked for. */
export const domainsManagerAnswer = answer({
  domains: z.array(domainSchema),
  organizations: z.array(organizationSchema),
  facilities: z.array(facilitySchema),
  total: shape.int.optional(),
});
export const domainsAnswer = answer({ domains: z.array(domainSchema) });
export const domainAnswer = answer({ domain: domainSchema });
export const domainManagersAnswer = answer({ users: z.array(shape.userRef) });
