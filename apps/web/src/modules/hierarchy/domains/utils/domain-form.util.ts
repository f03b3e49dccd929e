import { Limits, type Domain, type DomainPayload, type FieldError } from '@ambient/core';
import { errorsOf, placeNameError, toSentText, toShownText } from '../../../../ui/resource';

export interface DomainForm {
  /** 0 stands for "no organization" (spec 01 §2.9). */
  organizationId: number;
  name: string;
  description: string;
  facilityIds: number[];
}

export function domainFormOf(domain: Domain | null): DomainForm {
  return {
    organizationId: domain?.organizationId ?? 0,
    name: toShownText(domain?.name),
    description: toShownText(domain?.description),
    facilityIds: [...(domain?.facilityIds ?? [])],
  };
}

/**
 * Domain (spec 01 §5): organization required; name required, at most 200, letters and spaces
 * only; at least one facility; description free.
 */
export function validateDomainForm(form: DomainForm): FieldError[] {
  return errorsOf(
    form.organizationId > 0 ? null : { field: 'organizationId', key: 'domain.organizationRequired' },
    placeNameError(form.name, Limits.domainNameMax),
    form.facilityIds.length > 0 ? null : { field: 'facilityIds', key: 'domain.facilityRequired' },
  );
}

/** POST and PUT domains: name trimmed, name and description with angle brackets escaped. */
export function domainPayloadOf(form: DomainForm): DomainPayload {
  return {
    name: toSentText(form.name),
    description: toSentText(form.description),
    organizationId: form.organizationId,
    facilityIds: [...form.facilityIds],
  };
}
