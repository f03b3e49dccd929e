import { describe, expect, it } from '@jest/globals';
import { albumSlices, doughnutSlices, periodRange } from './metrics-view.util';

describe('the metrics view', () => {
  it('draws an album as audio in pink, images in cyan and videos in gold', () => {
    const album = {
      id: 1,
      name: 'Garden',
      description: '',
      isActive: true,
      audioCount: 1,
      imageCount: 3,
      videoCount: 0,
      lastAddDate: null,
    };
    expect(albumSlices(album, (kind) => kind.toUpperCase())).toEqual([
      { id: 'audio', label: 'AUDIO', value: 1, color: '#e91e63' },
      { id: 'image', label: 'IMAGE', value: 3, color: '#00bcd4' },
      { id: 'video', label: 'VIDEO', value: 0, color: '#d4a017' },
    ]);
  });

  it('names a person deleted since by the label it is given', () => {
    const data = { keys: ['a', 'b'], labels: ['Ann', ''], periodCount: [2, 1] };
    expect(doughnutSlices(data, (_key, name) => name || 'Former contact')).toEqual([
      { id: 'a', label: 'Ann', value: 2 },
      { id: 'b', label: 'Former contact', value: 1 },
    ]);
  });

  it('shows the days of a period on the facility’s calendar, its end the day before the next', () => {
    const chart = {
      fromDate: '2026-11-23T05:00:00.000Z',
      toDate: '2026-11-27T05:00:00.000Z',
      timeZone: 'America/Toronto',
    };
    expect(periodRange(chart, 'en-CA')).toEqual({ from: 'Nov 23, 2026', to: 'Nov 26, 2026' });
    expect(periodRange(chart, 'fr-CA')).toEqual({ from: '23 nov. 2026', to: '26 nov. 2026' });
  });
});
