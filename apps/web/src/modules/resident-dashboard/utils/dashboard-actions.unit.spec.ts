import { describe, expect, it } from '@jest/globals';
import { contactRoleOf, dashboardActions, showsPictureHint } from './dashboard-actions.util';

const admin = { isAdmin: true, isResidentManager: false, residentCount: 0 };
const kioskManager = { isAdmin: false, isResidentManager: false, residentCount: 0 };
const family = { isAdmin: false, isResidentManager: true, residentCount: 3 };
const oneFamily = { isAdmin: false, isResidentManager: true, residentCount: 1 };

const keys = (typeId: number, viewer: typeof admin) =>
  dashboardActions(typeId, viewer).buttons.map((b) => b.key);

describe('the resident dashboard (spec 02 §2, §6)', () => {
  it('offers the Genie buttons, without Send Message for admins', () => {
    expect(keys(2, kioskManager)).toEqual([
      'messages',
      'sendMessage',
      'contacts',
      'memoryAlbums',
      'library',
      'metrics',
    ]);
    expect(keys(2, admin)).toEqual(['messages', 'contacts', 'memoryAlbums', 'library', 'metrics']);
    expect(keys(2, family)).toContain('sendMessage');
  });

  it('offers the Abby buttons, without Facilitators for a resident manager', () => {
    expect(keys(1, admin)).toEqual(['residentPlaylists', 'facilitators']);
    expect(keys(1, family)).toEqual(['residentPlaylists']);
  });

  it('leads each button to its screen', () => {
    const routes = Object.fromEntries(
      [...dashboardActions(2, kioskManager).buttons, ...dashboardActions(1, admin).buttons].map((b) => [
        b.key,
        b.route,
      ]),
    );
    expect(routes).toEqual({
      messages: 'MessageManager',
      sendMessage: 'MessageManager',
      contacts: 'GenieResidentContacts',
      memoryAlbums: 'ResidentPlaylistManager',
      library: 'ResidentMediaManager',
      metrics: 'ResidentMetrics',
      residentPlaylists: 'AbbyResidentProfileManager',
      facilitators: 'AbbyResidentFacilitators',
    });
  });

  it('adds a contact on Genie, a family facilitator on Abby, and no Abby contact for a resident manager', () => {
    expect(dashboardActions(2, family).addContact).toBe('contact');
    expect(dashboardActions(1, admin).addContact).toBe('familyFacilitator');
    expect(dashboardActions(1, family).addContact).toBeNull();
    expect(contactRoleOf('contact')).toBe('Guest');
    expect(contactRoleOf('familyFacilitator')).toBe('Manager');
  });

  it('shows Back with several residents or to anyone but a resident manager', () => {
    expect(dashboardActions(2, family).showBack).toBe(true);
    expect(dashboardActions(2, oneFamily).showBack).toBe(false);
    expect(dashboardActions(2, kioskManager).showBack).toBe(true);
  });

  it('hints at a picture for a Genie resident without one', () => {
    expect(showsPictureHint(2, null)).toBe(true);
    expect(showsPictureHint(2, '')).toBe(true);
    expect(showsPictureHint(2, 'data:image/png;base64,xx')).toBe(false);
    expect(showsPictureHint(1, null)).toBe(false);
  });
});
