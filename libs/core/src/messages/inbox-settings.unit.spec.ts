import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  decideFacilityInbox,
  evolveFacilityInbox,
  initialFacilityInboxState,
  type FacilityInboxCommand,
} from './inbox-settings.js';

const change = (moderated: boolean, mayChange = true): FacilityInboxCommand => ({
  type: 'ChangeFacilityInboxSettings',
  facilityId: 4,
  settings: { moderated },
  mayChange,
});

describe('a facility’s inbox settings (decision 0077)', () => {
  it('is off by default, and each change is an event', () => {
    expect(initialFacilityInboxState.settings.moderated).toBe(false);
    const events = decideFacilityInbox(change(true), initialFacilityInboxState);
    expect(events).toEqual([
      { type: 'FacilityInboxSettingsChanged', data: { facilityId: 4, moderated: true } },
    ]);
    const on = events.reduce(evolveFacilityInbox, initialFacilityInboxState);
    expect(on.settings.moderated).toBe(true);
    // Saying it again changes nothing and records nothing.
    expect(decideFacilityInbox(change(true), on)).toEqual([]);
    expect(decideFacilityInbox(change(false), on)).toHaveLength(1);
    // A first save of the default is recorded: the facility chose it.
    expect(decideFacilityInbox(change(false), initialFacilityInboxState)).toHaveLength(1);
  });

  it('is changed only by those who may change the facility’s alert settings', () => {
    expect(() => decideFacilityInbox(change(true, false), initialFacilityInboxState)).toThrow(DomainError);
  });
});
