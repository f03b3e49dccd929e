import { z } from 'zod';
import { Limits } from '@ambient/core';
import { field } from '../../common/validation.js';

export const organizationBodySchema = z.object({ name: field.text(Limits.organizationNameMax * 4) });
export type OrganizationBody = z.output<typeof organizationBodySchema>;
