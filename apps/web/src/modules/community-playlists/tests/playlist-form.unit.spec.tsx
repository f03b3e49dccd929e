/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { KioskPlaylist } from '@ambient/core';
import type { KioskPlaylistFields } from '../api/community-playlists.endpoints';
import { i18n, initI18n } from '../../../i18n/i18n';
import { PlaylistFormDialog } from '../components/PlaylistFormDialog';
import type { useCommunityPlaylists } from '../hooks/useCommunityPlaylists';

const playlist = (fields: Partial<KioskPlaylist>): KioskPlaylist => ({
  id: 4,
  kioskId: 3,
  name: 'Morning',
  description: '',
  isActive: false,
  coverImageMediaItemId: null,
  coverImageBlobName: null,
  createDate: '2026-11-26T10:00:00.000Z',
  updateByUserId: null,
  mediaCount: 3,
  isMissingMedia: false,
  ...fields,
});

/** The screen's hook as the dialog uses it, editing `editing` (null: a new playlist), recording what is saved. */
function dialogWith(editing: KioskPlaylist | null, saved: KioskPlaylistFields[]) {
  const playlists = {
    editing: { playlist: editing },
    saving: false,
    closeEdit: () => undefined,
    save: (fields: KioskPlaylistFields) => saved.push(fields),
  } as Partial<ReturnType<typeof useCommunityPlaylists>> as ReturnType<typeof useCommunityPlaylists>;
  return render(<PlaylistFormDialog playlists={playlists} />);
}

const activate = (name = 'Activate') => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('the community playlist dialog', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('has no Activate switch on a new playlist, and requires the name', () => {
    const saved: KioskPlaylistFields[] = [];
    dialogWith(null, saved);
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('activates a playlist holding every type of media', () => {
    const saved: KioskPlaylistFields[] = [];
    dialogWith(playlist({}), saved);
    expect(activate().disabled).toBe(false);
    fireEvent.click(activate());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ name: 'Morning', description: '', isActive: true }]);
  });

  it('keeps the switch disabled, saying why, when active, empty or missing a type, in French', async () => {
    const { unmount } = dialogWith(playlist({ isActive: true }), []);
    expect(activate().checked).toBe(true);
    expect(activate().disabled).toBe(true);
    expect(
      screen.getByText('This is the kiosk’s active playlist. Activate another one to replace it.'),
    ).toBeTruthy();
    unmount();
    await act(() => i18n.changeLanguage('fr-CA'));
    dialogWith(playlist({ mediaCount: 1, isMissingMedia: true }), []);
    expect(activate('Activer').disabled).toBe(true);
    expect(
      screen.getByText('Une liste active doit contenir au moins une image, un son et une vidéo.'),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('en-CA'));
  });
});
