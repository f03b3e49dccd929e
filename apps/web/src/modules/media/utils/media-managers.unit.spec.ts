import { describe, expect, it } from '@jest/globals';
import { kindsOf, libraryOf, pickerModes } from './media-managers.util';

const admin = { isAdmin: true, isFamilyFacilitator: false };
const family = { isAdmin: false, isFamilyFacilitator: true };
const manager = { isAdmin: false, isFamilyFacilitator: false };

describe('the Genie media managers (spec 03 §2.1, §6)', () => {
  it('takes video only into manuals and promotional media', () => {
    expect(kindsOf('manuals')).toEqual(['video']);
    expect(kindsOf('promotional')).toEqual(['video']);
    expect(kindsOf('public')).toEqual(['image', 'audio', 'video']);
    expect(kindsOf('resident')).toEqual(['image', 'audio', 'video']);
  });

  it('shows the pickers of each mode, locked from a dashboard and for family facilitators', () => {
    expect(pickerModes('public', admin, false)).toEqual({ kiosk: 'hidden', library: 'hidden' });
    expect(pickerModes('kiosk', manager, false)).toEqual({ kiosk: 'open', library: 'hidden' });
    expect(pickerModes('kiosk', admin, true)).toEqual({ kiosk: 'locked', library: 'hidden' });
    expect(pickerModes('resident', admin, false)).toEqual({ kiosk: 'open', library: 'open' });
    expect(pickerModes('resident', family, false)).toEqual({ kiosk: 'locked', library: 'open' });
    expect(pickerModes('resident', family, true)).toEqual({ kiosk: 'locked', library: 'locked' });
  });

  it('lists a library only once its pickers are chosen', () => {
    expect(libraryOf('resident', 3, null)).toBeNull();
    expect(libraryOf('resident', 3, 12)).toEqual({ owner: 'resident', id: 12 });
    expect(libraryOf('kiosk', null, null)).toBeNull();
    expect(libraryOf('kiosk', 3, null)).toEqual({ owner: 'kiosk', id: 3 });
    expect(libraryOf('manuals', null, null)).toEqual({ owner: 'library', name: 'manuals' });
  });
});
