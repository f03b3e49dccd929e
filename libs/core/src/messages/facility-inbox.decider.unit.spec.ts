import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { facilityInboxDecider, type FacilityInboxCommand } from './facility-inbox.decider.js';
import type { FacilityInboxEvent } from './facility-inbox.js';

const { given } = deciderSpec(facilityInboxDecider);

const change = (moderated: boolean, mayChange = true): FacilityInboxCommand => ({
  type: 'ChangeFacilityInboxSettings',
  facilityId: 4,
  settings: { moderated },
  mayChange,
});
const changed = (moderated: boolean): FacilityInboxEvent => ({
  type: 'FacilityInboxSettingsChanged',
  data: { facilityId: 4, moderated },
});

describe('a facility’s inbox settings (decision 0077)', () => {
  it('is off by default, and each change is an event', () => {
    expect(facilityInboxDecider.initialState.settings.moderated).toBe(false);
    given()
      .when(change(true))
      .then([changed(true)]);
    expect(
      facilityInboxDecider.evolve(facilityInboxDecider.initialState, changed(true)).settings.moderated,
    ).toBe(true);
    // Saying it again changes nothing and records nothing.
    given(changed(true)).when(change(true)).then([]);
    given(changed(true))
      .when(change(false))
      .then([changed(false)]);
    // A first save of the default is recorded: the facility chose it.
    given()
      .when(change(false))
      .then([changed(false)]);
  });

  it('is changed only by those who may change the facility’s alert settings', () => {
    given().when(change(true, false)).thenThrows(DomainError);
  });
});
