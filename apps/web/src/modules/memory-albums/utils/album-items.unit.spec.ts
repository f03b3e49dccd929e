import { describe, expect, it } from '@jest/globals';
import { albums as en } from '../../../i18n/en/albums';
import { albums as fr } from '../../../i18n/fr/albums';
import { albumsTitle, lastViewedText } from './album-items.util';

describe("Memory Albums' title", () => {
  it('names the resident and their kiosk from a dashboard, whichever is known', () => {
    expect(albumsTitle({ fromDashboard: true, residentName: 'Ada Moreau', serialNumber: 'GN01-0004' })).toBe(
      'Ada Moreau · GN01-0004',
    );
    expect(albumsTitle({ fromDashboard: true, residentName: 'Ada Moreau', serialNumber: null })).toBe(
      'Ada Moreau',
    );
    expect(albumsTitle({ fromDashboard: true, residentName: null, serialNumber: 'GN01-0004' })).toBe(
      'GN01-0004',
    );
  });

  it('leaves the screen its own title elsewhere', () => {
    expect(
      albumsTitle({ fromDashboard: false, residentName: 'Ada Moreau', serialNumber: 'GN01-0004' }),
    ).toBeNull();
    expect(albumsTitle({ fromDashboard: true, residentName: null, serialNumber: null })).toBeNull();
  });
});

describe("an album's Last Viewed", () => {
  // Local time, as the reader sees it.
  const viewed = new Date(2026, 10, 28, 15, 7).toISOString();

  it('says the day and the time the kiosk last showed it, in English and in French', () => {
    expect(en.columns.lastViewed).toBe('Last Viewed');
    expect(fr.columns.lastViewed).toBe('Dernière vue');
    expect(lastViewedText(viewed, 'en-CA', en.detail.notViewed)).toBe('Nov-28-2026 3:07 PM');
    expect(lastViewedText(viewed, 'en-US', en.detail.notViewed)).toBe('Nov-28-2026 3:07 PM');
    expect(lastViewedText(viewed, 'fr-CA', fr.detail.notViewed)).toBe('nov-28-2026 15\u00a0h\u00a007');
  });

  it('says none was reported when the kiosk never showed it', () => {
    expect(lastViewedText(null, 'en-CA', en.detail.notViewed)).toBe('Not reported');
    expect(lastViewedText(undefined, 'fr-CA', fr.detail.notViewed)).toBe('Non signalée');
  });
});
