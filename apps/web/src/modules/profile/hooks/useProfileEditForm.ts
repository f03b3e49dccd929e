import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeProfile, type FieldError, type Profile } from '@ambient/core';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { feedback } from '../../../ui/feedback/feedback.store';
import { profileFormOf, sameProfileForm, type ProfileForm } from '../utils/profile-form.util';
import { usePictureUpload } from './usePictureUpload';
import { useProfileEditData } from './useProfileEditData';
import { useUpdateProfile } from './useUpdateProfile';

/**
 * The profile edit dialog's behaviour (spec 01 §2.7, §4, §5): nothing changed means Save only
 * closes; otherwise the form is validated and normalized by @ambient/core, then saved.
 */
export function useProfileEditForm(profile: Profile, close: () => void) {
  const { t } = useTranslation('profile');
  const translateMessage = useTranslateMessage();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(profile));
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const editData = useProfileEditData();
  const update = useUpdateProfile();
  const upload = usePictureUpload(profile.id, (picture) => setForm((f) => ({ ...f, picture })));

  const changed = !sameProfileForm(form, profileFormOf(profile));
  // The user's own residents (an admin's profile-edit answer may list more than the profile holds).
  const residents = (editData.data?.residents ?? []).filter((r) => profile.residentIds.includes(r.id));
  const showDefaultResident = profile.residentIds.length > 1 && residents.length > 1;

  function setField<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]): void {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((list) => list.filter((e) => e.field !== key));
  }

  function errorOf(field: keyof ProfileForm): string | null {
    const error = errors.find((e) => e.field === field);
    return error ? translateMessage(error) : null;
  }

  function submit(event?: FormEvent): void {
    event?.preventDefault();
    if (!changed) {
      close();
      return;
    }
    const result = normalizeProfile(form, profile.residentIds);
    if (result.errors.length > 0) {
      setErrors(result.errors);
      return;
    }
    update.mutate(
      { id: profile.id, email: profile.email, picture: form.picture, ...result.value },
      {
        onSuccess: () => {
          feedback.notify(t('saved'));
          close();
        },
      },
    );
  }

  return {
    form,
    setField,
    errorOf,
    changed,
    submit,
    residents,
    showDefaultResident,
    saving: update.isPending,
    uploading: upload.isPending,
    uploadPicture: (file: File) => upload.mutate(file),
  };
}
