import { Language, type Profile } from '@ambient/core';

export interface ProfileForm {
  name: string;
  nickname: string;
  languageId: Language;
  picture: string | null;
  defaultResidentId: number | null;
}

/** The form as the dialog opens: English when no language is stored, first resident by default. */
export function profileFormOf(profile: Profile): ProfileForm {
  return {
    name: profile.name,
    nickname: profile.nickname,
    languageId: profile.languageId === Language.French ? Language.French : Language.English,
    picture: profile.picture,
    defaultResidentId: profile.defaultResidentId ?? profile.residentIds[0] ?? null,
  };
}

export function sameProfileForm(a: ProfileForm, b: ProfileForm): boolean {
  return (
    a.name === b.name &&
    a.nickname === b.nickname &&
    a.languageId === b.languageId &&
    a.picture === b.picture &&
    a.defaultResidentId === b.defaultResidentId
  );
}
