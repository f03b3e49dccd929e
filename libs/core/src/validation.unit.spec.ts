import { describe, expect, it } from '@jest/globals';
import {
  defaultNickname,
  escapeAngleBrackets,
  normalizeProfile,
  translate,
  validatePassword,
  validatePictureSize,
  validateProfileName,
} from './index.js';

const message = (
  error: { key: Parameters<typeof translate>[0]; params?: Record<string, string | number> } | null,
  languageId = 1,
) => (error ? translate(error.key, error.params, languageId) : null);

describe('profile name', () => {
  it("is required, a person's name, at most 100 characters", () => {
    expect(message(validateProfileName('  '))).toBe('Name is required');
    expect(message(validateProfileName('R2D2'))).toBe(
      'A name may contain letters, spaces, hyphens, apostrophes and periods, and starts with a letter',
    );
    expect(validateProfileName("Jean-Pierre O'Brien-Côté Jr.")).toBeNull();
    expect(message(validateProfileName('x'.repeat(101)))).toBe('Name must be 100 characters or less');
    expect(validateProfileName('Hélène Côté-Lévesque')).toBeNull();
    expect(validateProfileName(` ${'x'.repeat(100)} `)).toBeNull();
  });
  it('speaks French to French users', () => {
    expect(message(validateProfileName(''), 2)).toBe('Le nom est obligatoire');
    expect(message(validateProfileName('x'.repeat(101)), 2)).toBe(
      'Le nom doit contenir au plus 100 caractères',
    );
  });
});

describe('profile normalization', () => {
  it('fills an empty nickname with the first word of the name, cut to 20', () => {
    expect(defaultNickname('  Bartholomew-Alexander-Maximilian Smith')).toBe('Bartholomew-Alexande');
    const { value } = normalizeProfile(
      { name: ' Ann Lee ', nickname: ' ', languageId: 1, defaultResidentId: 7 },
      [7],
    );
    expect(value).toEqual({ name: 'Ann Lee', nickname: 'Ann', languageId: null, defaultResidentId: null });
  });
  it('keeps French, and a default resident only among several residents', () => {
    const { value, errors } = normalizeProfile(
      { name: 'Ann', nickname: 'A', languageId: 2, defaultResidentId: 8 },
      [7, 8],
    );
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ languageId: 2, defaultResidentId: 8 });
    expect(
      normalizeProfile({ name: 'Ann', nickname: 'A', languageId: 2, defaultResidentId: 9 }, [7, 8]).errors[0]
        ?.key,
    ).toBe('profile.defaultResidentInvalid');
  });
  it('refuses a nickname over 20 characters and an unknown language', () => {
    const { errors } = normalizeProfile(
      { name: 'Ann', nickname: 'n'.repeat(21), languageId: 3, defaultResidentId: null },
      [],
    );
    expect(errors.map((e) => e.key)).toEqual(['profile.nicknameMaxChars', 'profile.languageInvalid']);
  });
});

describe('password and picture', () => {
  it('needs a password of at least 8 characters', () => {
    expect(message(validatePassword(''))).toBe('Password is required');
    expect(message(validatePassword('1234567'))).toBe('Password must be at least 8 characters');
    expect(validatePassword('12345678')).toBeNull();
  });
  it('needs a picture of at least 400 x 400 and says its size otherwise', () => {
    expect(message(validatePictureSize(640, 399))).toBe(
      'Resolution too low (640 x 399 pixels). The picture must be at least 400 x 400 pixels.',
    );
    expect(validatePictureSize(400, 400)).toBeNull();
  });
  it('escapes angle brackets', () => {
    expect(escapeAngleBrackets('<b>Care</b>')).toBe('&lt;b&gt;Care&lt;/b&gt;');
  });
});
