import { Limits, type FieldError, type Organization, type OrganizationPayload } from '@ambient/core';
import { errorsOf, placeNameError, toSentText, toShownText } from '../../../../ui/resource';

export interface OrganizationForm {
  name: string;
}

export function organizationFormOf(organization: Organization | null): OrganizationForm {
  return { name: toShownText(organization?.name) };
}

/** Organization name: required, at most 200, trimmed (spec 01 §5). */
export function validateOrganizationForm(form: OrganizationForm): FieldError[] {
  return errorsOf(placeNameError(form.name, Limits.organizationNameMax));
}

/** What POST and PUT organizations send: the name trimmed, angle brackets escaped. */
export function organizationPayloadOf(
  form: OrganizationForm,
  organization: Organization | null,
): OrganizationPayload {
  const name = toSentText(form.name);
  return organization ? { id: organization.id, name, createDate: organization.createDate } : { name };
}
