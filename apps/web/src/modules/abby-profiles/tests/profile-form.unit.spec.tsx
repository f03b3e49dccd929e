/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AbbyProfile } from '@ambient/core';
import type { AbbyProfileFields } from '../api/abby-profiles.endpoints';
import { i18n, initI18n } from '../../../i18n/i18n';
import { ProfileFormDialog } from '../components/ProfileFormDialog';
import type { useAbbyProfiles } from '../hooks/useAbbyProfiles';

const profile = (fields: Partial<AbbyProfile>): AbbyProfile => ({
  id: 4,
  residentId: null,
  kioskId: 3,
  name: 'Lobby loop',
  description: '',
  isActive: false,
  isValid: true,
  status: 'Ready',
  createDate: '2026-11-26T10:00:00.000Z',
  updateByUserId: null,
  mediaCount: 3,
  mediaPathStatuses: [],
  ...fields,
});

/** The screen's hook as the dialog uses it, editing `editing` (null: a new profile), recording what is saved. */
function dialogWith(editing: AbbyProfile | null, saved: AbbyProfileFields[]) {
  const profiles = {
    editing: { profile: editing },
    saving: false,
    closeEdit: () => undefined,
    save: (fields: AbbyProfileFields) => saved.push(fields),
  } as Partial<ReturnType<typeof useAbbyProfiles>> as ReturnType<typeof useAbbyProfiles>;
  return render(<ProfileFormDialog profiles={profiles} />);
}

const activate = (name = 'Activate') => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('the Abby profile dialog', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('has no Activate switch on a new profile, and holds the name and description limits', () => {
    const saved: AbbyProfileFields[] = [];
    dialogWith(null, saved);
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'n'.repeat(51) } });
    expect(screen.getByText('Name cannot exceed 50 characters')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Evenings' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'd'.repeat(101) },
    });
    expect(screen.getByText('Description cannot exceed 100 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([]);
  });

  it('activates a valid profile', () => {
    const saved: AbbyProfileFields[] = [];
    dialogWith(profile({}), saved);
    expect(activate().disabled).toBe(false);
    fireEvent.click(activate());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ name: 'Lobby loop', description: '', isActive: true }]);
  });

  it('keeps the switch disabled, saying why, when active or missing required media, in French', async () => {
    const { unmount } = dialogWith(profile({ isActive: true }), []);
    expect(activate().checked).toBe(true);
    expect(activate().disabled).toBe(true);
    expect(screen.getByText('This is the active playlist. Activate another one to replace it.')).toBeTruthy();
    unmount();
    await act(() => i18n.changeLanguage('fr-CA'));
    dialogWith(profile({ isValid: false, status: 'MissingMedia' }), []);
    expect(activate('Activer').disabled).toBe(true);
    // The matcher's normaliser turns the narrow no-break space before the colon into a space.
    expect(screen.getByText(/^Médias requis manquants : une liste communautaire active/)).toBeTruthy();
    await act(() => i18n.changeLanguage('en-CA'));
  });
});
