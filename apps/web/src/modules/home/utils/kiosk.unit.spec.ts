import { describe, expect, it } from '@jest/globals';
import { isKioskBlocked, residentPictureSrc, subscriptionKey } from './kiosk.util';

describe('home kiosk rules (spec 01 §2.6)', () => {
  it('blocks Abby kiosks on the Basic subscription only', () => {
    expect(isKioskBlocked({ typeId: 1, subscriptionLevel: 1 })).toBe(true);
    expect(isKioskBlocked({ typeId: 1, subscriptionLevel: 2 })).toBe(false);
    expect(isKioskBlocked({ typeId: 2, subscriptionLevel: 1 })).toBe(false);
  });

  it('names subscription levels', () => {
    expect([1, 2, 3, null].map(subscriptionKey)).toEqual(['basic', 'advanced', 'unlimited', null]);
  });

  it('turns a bare base64 picture into a data URL', () => {
    expect(residentPictureSrc('AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(residentPictureSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(residentPictureSrc(null)).toBeUndefined();
  });
});
