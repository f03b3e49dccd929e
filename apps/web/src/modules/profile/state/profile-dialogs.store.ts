import { createStore } from '../../../utils/create-store.util';

export type ProfileDialog = 'edit' | 'password' | null;

/** Which profile dialog the avatar menu opened. */
export const profileDialogStore = createStore<ProfileDialog>(null);

export const profileDialogs = {
  openEdit: () => profileDialogStore.set('edit'),
  openPassword: () => profileDialogStore.set('password'),
  close: () => profileDialogStore.set(null),
};
