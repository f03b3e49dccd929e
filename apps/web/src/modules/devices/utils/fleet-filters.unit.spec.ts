import { describe, expect, it } from '@jest/globals';
import { fleetFiltersOf, fleetSearchOf } from './fleet-filters.util';

describe('the Fleet screen filters in the address', () => {
  it('reads the filters an address asks for, and All for anything it does not know', () => {
    expect(fleetFiltersOf(new URLSearchParams('presence=online&kind=genie&behind=true'))).toEqual({
      presence: 'online',
      kind: 'genie',
      behindOnly: true,
    });
    expect(fleetFiltersOf(new URLSearchParams('presence=asleep&kind=tablet&behind=yes'))).toEqual({
      presence: null,
      kind: null,
      behindOnly: false,
    });
    expect(fleetFiltersOf(new URLSearchParams(''))).toEqual({
      presence: null,
      kind: null,
      behindOnly: false,
    });
  });

  it('writes only the filters that narrow the list, and reads back what it wrote', () => {
    expect(fleetSearchOf({ presence: null, kind: null, behindOnly: false })).toBe('');
    const filters = { presence: 'never', kind: 'abby', behindOnly: true } as const;
    expect(fleetSearchOf(filters)).toBe('presence=never&kind=abby&behind=true');
    expect(fleetFiltersOf(new URLSearchParams(fleetSearchOf(filters)))).toEqual(filters);
  });
});
