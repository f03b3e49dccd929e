import { describe, expect, it } from '@jest/globals';
import {
  isProfileValid,
  profileActivateSwitch,
  profileDeleteEnabled,
  type AbbyProfileOwner,
} from './abby-profile.js';

const KIOSK: AbbyProfileOwner = { residentId: null, kioskId: 3 };

describe('Abby profile rules', () => {
  it('shows the switch and the delete icon as the spec says', () => {
    expect(profileActivateSwitch(null)).toBe('hidden');
    expect(profileActivateSwitch({ isActive: false, isValid: false })).toBe('disabled');
    expect(profileActivateSwitch({ isActive: true, isValid: true })).toBe('disabled');
    expect(profileActivateSwitch({ isActive: false, isValid: true })).toBe('enabled');
    expect(profileDeleteEnabled({ isActive: true, residentId: 9 })).toBe(true);
    expect(profileDeleteEnabled({ isActive: true, residentId: null })).toBe(false);
    expect(isProfileValid(KIOSK, [9, 1])).toBe(false);
    expect(isProfileValid(KIOSK, [9, 1, 3])).toBe(true);
  });
});
