import { useMemo, useState } from 'react';
import type { Kiosk, KioskKind, KioskPayload } from '@ambient/core';
import { useEntityForm } from '../../../ui/resource';
import {
  isGenieKind,
  isSamePayload,
  kioskFormOf,
  kioskPayloadOf,
  newKioskForm,
  validateKioskForm,
  withKind,
  type KioskDefaults,
  type KioskForm,
} from '../utils/kiosk-form.util';
import { defaultInvitationIds, type KioskOptions } from '../utils/kiosk-options.util';
import { useKioskContacts } from './useKioskContacts';
import type { KioskEditorRights } from './useKioskEditor';

/** The kiosk dialog's free-text fields. */
export type KioskTextFieldName =
  | 'serialNumber'
  | 'name'
  | 'description'
  | 'contactPhone'
  | 'contactPosition'
  | 'contactAvailability'
  | 'teamviewerId'
  | 'teamviewerPassword'
  | 'phidgetHubSerialNumber';

export interface KioskFormConfig {
  /** The kiosk being edited; null in new mode. */
  kiosk: Kiosk | null;
  /** The kind chosen in the type chooser (new mode). */
  newKind: KioskKind;
  /** The facility the list is filtered on (new mode), 0 for none. */
  filteredFacilityId: number;
  options: KioskOptions;
  rights: KioskEditorRights;
  onSave: (payload: KioskPayload, kiosk: Kiosk | null) => void;
  onClose: () => void;
}

/**
 * The kiosk dialog's values, rules and save (spec 02 §4, §5): a new kiosk starts from its kind's
 * defaults, another kind keeps only what it offers, a digits-only field refuses anything else at
 * once and says so, and a save that changes nothing closes without calling the server.
 */
export function useKioskForm({
  kiosk,
  newKind,
  filteredFacilityId,
  options,
  rights,
  onSave,
  onClose,
}: KioskFormConfig) {
  const isNew = kiosk === null;
  const defaults = useMemo<KioskDefaults>(
    () => ({
      facilityId: filteredFacilityId,
      updateLevels: options.updateLevels,
      defaultInvitationIds: defaultInvitationIds(options),
    }),
    [filteredFacilityId, options],
  );
  const edit = useEntityForm<KioskForm>(
    () => (kiosk ? kioskFormOf(kiosk) : newKioskForm(newKind, defaults)),
    validateKioskForm,
  );
  const { form, setForm, setField } = edit;
  const genie = isGenieKind(form.kind);
  const contactUsers = useKioskContacts(kiosk, genie, form.contactUserId);
  // A character other than a digit typed in a digits-only field: refused at once, and said.
  const [refusedChars, setRefusedChars] = useState<KioskTextFieldName | null>(null);

  return {
    ...edit,
    isNew,
    genie,
    /** Whom a Genie's contact may be. */
    contactUsers,
    /** Kiosk managers and domain managers change the base fields (and the language) only. */
    locked: !rights.isAdmin,
    /** The update levels the chosen kind offers. */
    levels: options.updateLevels[form.kind],
    chooseKind: (kind: KioskKind) => setForm((f) => withKind(f, kind, isNew, defaults)),
    /** A text typed; a digits-only field keeps the digits only. */
    setText: (field: KioskTextFieldName, value: string, digitsOnly = false) => {
      if (!digitsOnly) return setField(field, value);
      setRefusedChars(/\D/.test(value) ? field : null);
      setField(field, value.replace(/\D/g, ''));
    },
    /** Whether the last character typed in this field was refused (not a digit). */
    isRefused: (field: KioskTextFieldName) => refusedChars === field,
    submit: () => {
      if (!edit.check()) return;
      const payload = kioskPayloadOf(form, kiosk, rights.userId);
      if (kiosk && isSamePayload(payload, kioskPayloadOf(kioskFormOf(kiosk), kiosk, rights.userId))) {
        onClose();
        return;
      }
      onSave(payload, kiosk);
    },
  };
}

export type KioskFormState = ReturnType<typeof useKioskForm>;
