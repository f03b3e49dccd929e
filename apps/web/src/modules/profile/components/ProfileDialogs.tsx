import type { Profile } from '@ambient/core';
import { useStore } from '../../../utils/create-store.util';
import { profileDialogs, profileDialogStore } from '../state/profile-dialogs.store';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ProfileEditDialog } from './ProfileEditDialog';

/** Mounts the dialog the avatar menu opened; each opens with a fresh form. */
export function ProfileDialogs({ profile }: { profile: Profile | null }) {
  const open = useStore(profileDialogStore);
  if (!profile) return null;
  if (open === 'edit') return <ProfileEditDialog profile={profile} onClose={profileDialogs.close} />;
  if (open === 'password') return <ChangePasswordDialog userId={profile.id} onClose={profileDialogs.close} />;
  return null;
}
