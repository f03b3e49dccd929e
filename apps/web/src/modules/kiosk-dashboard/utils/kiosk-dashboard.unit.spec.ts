import { describe, expect, it } from '@jest/globals';
import { manageKioskLinks, residentsAndContactsLinks, showsMessageCenter } from './dashboard-links.constant';
import { levelStatus, residentIdsLackingPicture, showsBackButton } from './kiosk-status.util';

describe('the kiosk dashboard (spec 02 §2, §4)', () => {
  it('is red and counts the levels behind when the highest level is above the kiosk’s', () => {
    expect(levelStatus(10, 12)).toEqual({ behind: 2, color: 'error' });
    expect(levelStatus(12, 12)).toEqual({ behind: 0, color: 'success' });
    expect(levelStatus(null, 3)).toEqual({ behind: 3, color: 'error' });
    expect(levelStatus(null, 0)).toEqual({ behind: 0, color: 'success' });
  });

  it('fetches pictures only for residents lacking one', () => {
    expect(
      residentIdsLackingPicture([
        { id: 1, pictureBase64: 'AAAA' },
        { id: 2, pictureBase64: null },
        { id: 3, pictureBase64: '' },
      ]),
    ).toEqual([2, 3]);
  });

  it('shows the back button to admins and to users with several kiosks', () => {
    expect(showsBackButton(true, 0)).toBe(true);
    expect(showsBackButton(false, 2)).toBe(true);
    expect(showsBackButton(false, 1)).toBe(false);
  });

  it('links each kiosk type to its screens; the Message Center needs a Genie with residents', () => {
    expect(manageKioskLinks(2)).toEqual(['KioskMediaManager', 'KioskPlaylistManager', 'KioskEmailManager']);
    expect(manageKioskLinks(1)).toEqual(['AbbyKioskProfileManager']);
    expect(residentsAndContactsLinks(2)).toContain('GenieKioskResidentContacts');
    expect(residentsAndContactsLinks(1)).toContain('AbbyKioskParticpants');
    expect(showsMessageCenter(2, 1)).toBe(true);
    expect(showsMessageCenter(2, 0)).toBe(false);
    expect(showsMessageCenter(1, 3)).toBe(false);
  });
});
