import { z } from 'zod';
import { Limits } from '@ambient/core';
import { field } from '../../common/validation.js';

export const domainBodySchema = z.object({
  organizationId: field.id,
  name: field.text(Limits.domainNameMax * 4),
  description: field.optionalText(2000),
  facilityIds: field.ids.nullish(),
});
export type DomainBody = z.output<typeof domainBodySchema>;

export const domainListQuerySchema = z.object({ organizationId: field.id });
