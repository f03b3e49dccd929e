import { lazy, Suspense } from 'react';
import type { Profile } from '@ambient/core';
import { loadNamespaces, SERVER_MESSAGES } from '../../../i18n/i18n';
import { useStore } from '../../../utils/create-store.util';
import { profileDialogs, profileDialogStore } from '../state/profile-dialogs.store';

/**
 * The account dialogs are fetched when first opened, with the server's messages their forms
 * show, so the first load of every screen carries neither (decision 0114).
 */
const ProfileEditDialog = lazy(async () => {
  const [module] = await Promise.all([import('./ProfileEditDialog'), loadNamespaces([SERVER_MESSAGES])]);
  return { default: module.ProfileEditDialog };
});
const ChangePasswordDialog = lazy(async () => {
  const [module] = await Promise.all([import('./ChangePasswordDialog'), loadNamespaces([SERVER_MESSAGES])]);
  return { default: module.ChangePasswordDialog };
});

/** Mounts the dialog the avatar menu opened; each opens with a fresh form. */
export function ProfileDialogs({ profile }: { profile: Profile | null }) {
  const open = useStore(profileDialogStore);
  if (!profile) return null;
  return (
    <Suspense fallback={null}>
      {open === 'edit' && <ProfileEditDialog profile={profile} onClose={profileDialogs.close} />}
      {open === 'password' && <ChangePasswordDialog userId={profile.id} onClose={profileDialogs.close} />}
    </Suspense>
  );
}
