import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Resident } from '@ambient/core';
import { residentsApi } from '../../residents';
import { contactNickname, type ContactInput } from '../../residents';
import { feedback } from '../../../ui/feedback/feedback.store';
import { contactRoleOf, type AddContactKind } from '../utils/dashboard-actions.util';

/**
 * Add contact (Genie: a virtual visitor) or Add family facilitator (Abby: base role Manager)
 * from the resident dashboard, through POST users/dashboard/{id}; an invitation email is
 * announced for 3 s.
 */
export function useAddContact(resident: Resident | null, kind: AddContactKind | null) {
  const { t } = useTranslation('residentDashboard');
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const add = useMutation({
    mutationFn: ({
      residentId,
      contact,
      languageId,
    }: {
      residentId: number;
      contact: ContactInput;
      languageId: number;
    }) =>
      residentsApi.addDashboardUser(residentId, {
        target: 'resident',
        user: {
          email: contact.email.trim(),
          name: contact.name.trim(),
          nickname: contactNickname(contact),
          role: contactRoleOf(kind ?? 'contact'),
          languageId: languageId === 2 ? 2 : null,
          residentIds: [residentId],
        },
      }),
  });

  return {
    kind,
    open,
    formKey,
    busy: add.isPending,
    ask: () => {
      setFormKey((k) => k + 1);
      setOpen(true);
    },
    close: () => setOpen(false),
    save: (contact: ContactInput) => {
      if (!resident) return;
      add.mutate(
        { residentId: resident.id, contact, languageId: resident.languageId },
        {
          onSuccess: (response) => {
            setOpen(false);
            feedback.notify(
              response.isEmailSent
                ? t('contactDialog.invitationSent')
                : t('contactDialog.added', { name: contact.name.trim() }),
            );
          },
        },
      );
    },
  };
}
