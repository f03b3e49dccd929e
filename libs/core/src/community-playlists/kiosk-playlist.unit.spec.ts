import { describe, expect, it } from '@jest/globals';
import { activateSwitch, missingKinds } from './kiosk-playlist.js';

describe('Kiosk playlist rules', () => {
  it('shows the Activate switch only when editing, disabled when active, empty or missing a type', () => {
    expect(activateSwitch(null)).toBe('hidden');
    expect(activateSwitch({ isActive: true, mediaCount: 3, isMissingMedia: false })).toBe('disabled');
    expect(activateSwitch({ isActive: false, mediaCount: 0, isMissingMedia: true })).toBe('disabled');
    expect(activateSwitch({ isActive: false, mediaCount: 2, isMissingMedia: true })).toBe('disabled');
    expect(activateSwitch({ isActive: false, mediaCount: 3, isMissingMedia: false })).toBe('enabled');
    expect(missingKinds(['audio', 'audio'])).toEqual(['image', 'video']);
  });
});
