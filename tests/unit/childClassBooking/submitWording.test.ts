import { describe, expect, it } from 'vitest';
import { submitWording } from '../../../src/lib/childClassBooking/submitWording.ts';

describe(submitWording, () => {
  it('should book a free place, or one without a price, with the plain words', () => {
    expect(submitWording({ priceIncVat: 0 }, '0 kr', false)).toEqual({ key: 'submit' });
    expect(submitWording({ priceIncVat: null }, undefined, true)).toEqual({ key: 'submit' });
    expect(submitWording(null, undefined, true)).toEqual({ key: 'submit' });
  });

  it('should name the price of a paid place', () => {
    expect(submitWording({ priceIncVat: 95 }, '95 kr', false)).toEqual({ key: 'submitPaid', price: '95 kr' });
  });

  it('should say that booking obliges to pay where the law wants it (Germany), whatever the price', () => {
    expect(submitWording({ priceIncVat: 119 }, '119 €', true)).toEqual({ key: 'submitObliges' });
    expect(submitWording({ priceIncVat: 0.5 }, '0,50 €', true)).toEqual({ key: 'submitObliges' });
  });
});
