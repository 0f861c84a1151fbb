import { describe, expect, it } from 'vitest';
import { giftConversionRefusal } from './gift-conversion.js';

describe('giftConversionRefusal', () => {
  it('lets a succeeded one-time gift move, and names why any other cannot', () => {
    expect(giftConversionRefusal({ status: 'succeeded', monthly_gift: false })).toBeUndefined();
    expect(giftConversionRefusal({ status: 'refunded', monthly_gift: false })?.error).toBe('gift_refunded');
    expect(giftConversionRefusal({ status: 'pending', monthly_gift: false })?.error).toBe('gift_not_succeeded');
    expect(giftConversionRefusal({ status: 'failed', monthly_gift: false })?.error).toBe('gift_not_succeeded');
    expect(giftConversionRefusal({ status: 'succeeded', monthly_gift: true })?.error).toBe('monthly_gift');
  });
});
