import { useEffect, useMemo, useRef } from 'react';
import { isErasedName, KioskType, type ResidentPayload } from '@ambient/core';
import { useEntityForm } from '../../../ui/resource';
import {
  NO_KEY,
  keyOptionsOf,
  kiosksOfType,
  residentFieldRules,
  residentFormOf,
  residentPayloadOf,
  sameResidentForm,
  validateResidentForm,
  withKiosk,
} from '../utils/resident-form.util';
import { facilityText, kioskText } from '../utils/resident-rows.util';
import { useKioskKeyTags } from './useKioskKeyTags';
import type { ResidentDialogTarget } from './useResidentEditor';
import type { ResidentOptions } from './useResidentOptions';

/** A kiosk the resident may live on, with its facility below it. */
export interface KioskChoice {
  id: number;
  label: string;
  facility: string | null;
}

export interface ResidentFormConfig {
  target: ResidentDialogTarget;
  isResidentManager: boolean;
  options: ResidentOptions;
  onSave: (payload: ResidentPayload) => void;
  onClose: () => void;
}

/**
 * The resident dialog's values, rules and save (spec 02 §4, §5): the fields the type and the role
 * allow, the kiosks of the type, the keys of the kiosk chosen (the resident's own shown once they
 * arrive), and a save that closes without calling the server while nothing changed.
 */
export function useResidentForm({ target, isResidentManager, options, onSave, onClose }: ResidentFormConfig) {
  const resident = target.mode === 'edit' ? target.resident : null;
  const opened = useMemo(
    () =>
      target.mode === 'edit'
        ? residentFormOf(target.resident, 0)
        : residentFormOf(null, target.kioskTypeId, { kioskId: target.kioskId }),
    [target],
  );
  const rules = residentFieldRules({
    isNew: target.mode === 'new',
    kioskTypeId: opened.kioskTypeId,
    isResidentManager,
    kioskFixed: target.mode === 'new' && target.kioskLocked,
  });
  const edit = useEntityForm(
    () => opened,
    (form) => validateResidentForm(form, rules),
  );
  const { form, setForm } = edit;
  const keyTags = useKioskKeyTags(form.kioskId, options.keyTags, rules.showDeviceFields);

  // The key the resident holds, when the resident does not name it: the tag assigned to them.
  const ownKeyId = useMemo(() => {
    if (!resident) return null;
    if (resident.kioskKeyTagId !== null) return resident.kioskKeyTagId;
    if (form.kioskId !== resident.kioskId) return null;
    return keyTags.tags.find((tag) => tag.residentId === resident.id)?.id ?? null;
  }, [resident, form.kioskId, keyTags.tags]);
  const initial = useMemo(
    () => (ownKeyId === null ? opened : { ...opened, kioskKeyTagId: ownKeyId }),
    [opened, ownKeyId],
  );
  const keyShown = useRef(false);
  useEffect(() => {
    // Once the kiosk's keys arrive, the field shows the resident's key (unless already changed).
    if (keyShown.current || ownKeyId === null) return;
    keyShown.current = true;
    setForm((f) =>
      f.kioskKeyTagId === NO_KEY && f.kioskId === resident?.kioskId ? { ...f, kioskKeyTagId: ownKeyId } : f,
    );
  }, [ownKeyId, resident, setForm]);
  const unchanged = resident !== null && sameResidentForm(form, initial);

  const kioskChoices = useMemo<KioskChoice[]>(() => {
    const choices = kiosksOfType(options.kiosks, form.kioskTypeId).map((kiosk) => ({
      id: kiosk.id,
      label: kioskText(kiosk),
      facility: kiosk.facilityName
        ? facilityText({ name: kiosk.facilityName, geographicalDescription: kiosk.facilityLocation ?? '' })
        : null,
    }));
    // The resident's own kiosk is always offered, even when the lists do not hold it.
    const own = resident?.kiosk;
    if (own && !choices.some((c) => c.id === own.id)) {
      choices.unshift({ id: own.id, label: kioskText(own), facility: facilityText(own.facility) });
    }
    return choices;
  }, [options.kiosks, form.kioskTypeId, resident]);
  const keyChoices = useMemo(
    () => keyOptionsOf(keyTags.tags, form.kioskId, resident?.id ?? null),
    [keyTags.tags, form.kioskId, resident],
  );

  return {
    ...edit,
    resident,
    // An erased resident's name cannot be entered again (decision 0024): the fields show it as
    // erased, read-only, and the save sends it back as it was read, which the server keeps.
    erased: resident !== null && isErasedName(resident.firstName),
    rules,
    isAbby: form.kioskTypeId === KioskType.Abby,
    /** Edit mode reads Close while nothing changed (spec 02 §2). */
    unchanged,
    kioskChoices,
    chosenKiosk: kioskChoices.find((c) => c.id === form.kioskId) ?? null,
    chooseKiosk: (kioskId: number) => {
      setForm((f) => withKiosk(f, kioskId));
      edit.clearError('kioskId');
    },
    keyChoices,
    /** Whether the key shown is None or one of the choices (else it reads "current key"). */
    keyKnown: form.kioskKeyTagId === NO_KEY || keyChoices.some((k) => k.id === form.kioskKeyTagId),
    keysLoading: keyTags.loading,
    submit: () => {
      // No-change saves skip the server call (spec 02 §5).
      if (unchanged) onClose();
      else if (edit.check()) onSave(residentPayloadOf(form, rules));
    },
  };
}

export type ResidentFormState = ReturnType<typeof useResidentForm>;
