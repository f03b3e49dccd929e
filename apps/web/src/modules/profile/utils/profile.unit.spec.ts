import { describe, expect, it } from '@jest/globals';
import type { Profile } from '@ambient/core';
import { isPlaceholderPicture } from './picture.util';
import { profileFormOf, sameProfileForm } from './profile-form.util';

const profile: Profile = {
  id: 'u1',
  email: 'a@example.com',
  name: 'Ada Lovelace',
  nickname: 'Ada',
  picture: null,
  languageId: null,
  defaultResidentId: null,
  domainIds: [],
  facilityIds: [],
  kioskIds: [],
  residentIds: [7, 9],
  role: 'Guest',
  functionalRole: 'ResidentManager',
  functionalRoleColor: '#2e7d32',
};

describe('profile dialog helpers', () => {
  it('shows a placeholder for a missing or gravatar picture', () => {
    expect(isPlaceholderPicture(null)).toBe(true);
    expect(isPlaceholderPicture('https://s.gravatar.com/avatar/x')).toBe(true);
    expect(isPlaceholderPicture('https://gravatar.com/avatar/x')).toBe(true);
    expect(isPlaceholderPicture('/media/users/u1.jpg')).toBe(false);
  });

  it('opens in English with the first resident as default when none is stored', () => {
    expect(profileFormOf(profile)).toMatchObject({ languageId: 1, defaultResidentId: 7 });
  });

  it('knows when nothing changed', () => {
    const form = profileFormOf(profile);
    expect(sameProfileForm(form, profileFormOf(profile))).toBe(true);
    expect(sameProfileForm({ ...form, nickname: 'A' }, form)).toBe(false);
  });
});
