import { describe, expect, it } from '@jest/globals';
import type { MediaItem } from '@ambient/core';
import {
  draftFault,
  draftOfFile,
  draftOfItem,
  firstFaultyDraft,
  metadataOf,
  titleOnlyDraft,
} from './media-drafts.util';

describe('the upload and edit forms (spec 03 §2.4, §5)', () => {
  it('titles a new file after its name without the extension, trimmed and cut to 100', () => {
    expect(draftOfFile(' Garden party .jpg', false)).toEqual({
      title: 'Garden party',
      description: '',
      kioskFolder: null,
    });
    expect(draftOfFile(`${'x'.repeat(120)}.png`, false).title).toHaveLength(100);
    // A kiosk's uploads are filed as Standard until Announcement is chosen.
    expect(draftOfFile('bell.mp3', true).kioskFolder).toBe('ambient');
  });

  it('edits an item with its texts; an email item keeps no behaviour to choose', () => {
    const item = { title: 'Bell', description: 'Morning', kioskFolder: 'announcement' } as MediaItem;
    expect(draftOfItem(item)).toEqual({ title: 'Bell', description: 'Morning', kioskFolder: 'announcement' });
    expect(draftOfItem({ ...item, kioskFolder: 'email' }).kioskFolder).toBeNull();
  });

  it('checks the title, then the description, and finds the first faulty form', () => {
    const ok = { title: 'Bell', description: '', kioskFolder: null };
    expect(draftFault(ok)).toBeNull();
    expect(draftFault({ ...ok, title: '  ' })).toEqual({ key: 'media.titleRequired' });
    expect(draftFault({ ...ok, title: 'x'.repeat(101) })).toEqual({
      key: 'media.titleTooLong',
      params: { max: 100 },
    });
    expect(draftFault({ ...ok, description: 'x'.repeat(201) })).toEqual({
      key: 'media.descriptionTooLong',
      params: { max: 200 },
    });
    expect(firstFaultyDraft([ok, { ...ok, title: '' }, { ...ok, title: '' }])).toBe(1);
    expect(firstFaultyDraft([ok, ok])).toBeNull();
  });

  it('sends trimmed texts, and the behaviour only for a kiosk', () => {
    expect(metadataOf({ title: ' Bell ', description: ' Rings ', kioskFolder: null })).toEqual({
      title: 'Bell',
      description: 'Rings',
    });
    expect(metadataOf({ title: 'Bell', description: '', kioskFolder: 'announcement' })).toEqual({
      title: 'Bell',
      description: '',
      kioskFolder: 'announcement',
    });
  });

  it('gives an Abby file a title only, checked by the same rules', () => {
    const draft = titleOnlyDraft('Moonlight');
    expect(draft).toEqual({ title: 'Moonlight', description: null, kioskFolder: null });
    expect(draftFault(draft)).toBeNull();
    expect(draftFault({ ...draft, title: ' ' })).toEqual({ key: 'media.titleRequired' });
    expect(firstFaultyDraft([draft, titleOnlyDraft('x'.repeat(101))])).toBe(1);
  });
});
