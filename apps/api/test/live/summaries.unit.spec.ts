/**
 * Which admin dashboard tiles an event batch changes: by the core's event names, so a tile follows
 * every event that moves its count (a resident moved to a kiosk of the other type, a kiosk made a
 * Genie) and none that does not (a sign-in).
 */
import { describe, expect, it } from '@jest/globals';
import { summariesChangedBy } from '../../src/live/live.gateway.js';

const batch = (...types: string[]) => types.map((type) => ({ type }));

describe('the admin dashboard summaries an event batch changes', () => {
  it('counts residents by their kiosk: moving one, or changing or deleting its kiosk, changes them', () => {
    expect(summariesChangedBy(batch('ResidentUpdated'))).toEqual(['resident']);
    expect(summariesChangedBy(batch('KioskUpdated'))).toEqual(['kiosk', 'resident']);
    expect(summariesChangedBy(batch('KioskDeleted'))).toEqual(['kiosk', 'resident']);
    expect(summariesChangedBy(batch('ResidentPictureChanged'))).toEqual([]);
  });

  it('names each summary once, in the dashboard’s order, for a batch of several events', () => {
    expect(
      summariesChangedBy(
        batch('UserRegistered', 'FacilityCreated', 'OrganizationRenamed', 'FacilityCreated', 'DomainUpdated'),
      ),
    ).toEqual(['organization', 'domain', 'facility', 'user']);
  });

  it('changes no summary for events that move no count', () => {
    expect(
      summariesChangedBy(
        batch('UserSignedIn', 'UserProfileEdited', 'FacilityUpdated', 'FacilityDomainChanged', 'MessageSent'),
      ),
    ).toEqual([]);
  });
});
