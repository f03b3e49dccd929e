import { describe, expect, it } from '@jest/globals';
import type { ResidentMessage } from '@ambient/core';
import { filterMessages, messagesTitle, usersOf } from './messages.util';

const message = (id: number, over: Partial<ResidentMessage> = {}): ResidentMessage => ({
  id,
  messageThreadId: 1,
  userId: 'ambient|visitor',
  userNickname: 'Victor',
  userPicture: null,
  residentId: 3,
  residentName: 'Rose Tremblay',
  residentPicture: null,
  kioskId: 9,
  subject: `Subject ${id}`,
  text: '',
  title: '',
  kind: 'text',
  isOpened: false,
  firstOpened: null,
  createDate: '2026-11-26T10:00:00.000Z',
  messageTypeId: 1,
  isInitiator: id === 1,
  messageBlobs: [],
  moderation: null,
  declineReason: null,
  ...over,
});

describe('the Message manager', () => {
  it('titles the screen by where it was opened from', () => {
    const base = { kioskName: 'Maple Room', serialNumber: 'GN01-0001', residentName: null };
    expect(messagesTitle({ ...base, dashboard: null })).toBeNull();
    expect(messagesTitle({ ...base, dashboard: 'kiosk' })).toBe('GN01-0001');
    expect(messagesTitle({ ...base, dashboard: 'kiosk', residentName: 'Rose' })).toBe('Maple Room · Rose');
    expect(messagesTitle({ ...base, dashboard: 'resident', residentName: 'Rose' })).toBe('Rose');
  });

  it('filters by user, direction and subject, and lists each user once', () => {
    const messages = [
      message(1, { subject: 'Lunch on Sunday' }),
      message(2, { messageTypeId: 2, subject: 'Thank you' }),
      message(3, { userId: 'ambient|family', userNickname: 'Fiona', subject: 'Garden' }),
    ];
    expect(filterMessages(messages, { userId: null, direction: 0, search: '' })).toHaveLength(3);
    expect(
      filterMessages(messages, { userId: 'ambient|family', direction: 0, search: '' }).map((m) => m.id),
    ).toEqual([3]);
    expect(filterMessages(messages, { userId: null, direction: 2, search: '' }).map((m) => m.id)).toEqual([
      2,
    ]);
    expect(
      filterMessages(messages, { userId: null, direction: 0, search: 'SUNDAY' }).map((m) => m.id),
    ).toEqual([1]);
    expect(usersOf(messages)).toEqual([
      { id: 'ambient|family', name: 'Fiona' },
      { id: 'ambient|visitor', name: 'Victor' },
    ]);
  });

  it('keeps the messages awaiting approval, or declined, when asked (decision 0077)', () => {
    const messages = [
      message(1),
      message(2, { moderation: 'awaiting' }),
      message(3, { moderation: 'declined', declineReason: 'Not today' }),
      message(4, { moderation: 'approved' }),
    ];
    const base = { userId: null, direction: 0 as const, search: '' };
    expect(filterMessages(messages, base).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(filterMessages(messages, { ...base, moderation: 'awaiting' }).map((m) => m.id)).toEqual([2]);
    expect(filterMessages(messages, { ...base, moderation: 'declined' }).map((m) => m.id)).toEqual([3]);
    expect(filterMessages(messages, { ...base, moderation: '' }).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});
