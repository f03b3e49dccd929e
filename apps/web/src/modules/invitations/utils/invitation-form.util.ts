import {
  invitationMessageFault,
  type AmbientInvitation,
  type AmbientInvitationPayload,
  type FieldError,
} from '@ambient/core';

export interface InvitationForm {
  message: string;
  isExecuteRandom: boolean;
}

export const invitationFormOf = (invitation: AmbientInvitation | null): InvitationForm => ({
  message: invitation?.message ?? '',
  isExecuteRandom: invitation?.isExecuteRandom ?? false,
});

/** The message rule (spec 03 §5), the server's own words. */
export function validateInvitationForm(form: InvitationForm): FieldError[] {
  const fault = invitationMessageFault(form.message);
  return fault ? [{ field: 'message', ...fault }] : [];
}

export const invitationPayload = (form: InvitationForm): AmbientInvitationPayload => ({
  message: form.message.trim(),
  isExecuteRandom: form.isExecuteRandom,
});

/** The row shown while a call is on its way. */
export const invitationDraft = (
  payload: AmbientInvitationPayload,
  id: number,
  previous: AmbientInvitation | null,
): AmbientInvitation => ({
  id,
  message: payload.message,
  isExecuteRandom: payload.isExecuteRandom,
  isDefault: previous?.isDefault ?? false,
  canDelete: previous?.canDelete ?? false,
  kioskCount: previous?.kioskCount ?? 0,
});

/** Whether a row's message holds the search (case and accents aside). */
export function invitationMatches(invitation: AmbientInvitation, search: string): boolean {
  const fold = (text: string): string =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const wanted = fold(search.trim());
  return wanted === '' || fold(invitation.message).includes(wanted);
}
