import { describe, expect, it } from 'vitest';
import { premium, yearly } from './billing-test-utils';
import { formatDate, formatEuro, paymentTerms, planOnSale, totalOverDays } from './payment-terms';

const now = new Date('2026-11-22T10:00:00Z');

describe('payment terms above the order button', () => {
  it('charges the trial price today and converts to 29,95 € seven days later', () => {
    const terms = paymentTerms(premium, true, now);
    expect(terms.todayCents).toBe(195);
    expect(terms.renewalCents).toBe(2995);
    expect(terms.trialDays).toBe(7);
    expect(terms.intervalDays).toBe(28);
    expect(formatDate(terms.conversionDate, 'de')).toBe('29.11.2026');
  });

  it('charges the full price today and renews after 4 weeks once the trial was used', () => {
    const terms = paymentTerms(premium, false, now);
    expect(terms.todayCents).toBe(2995);
    expect(terms.trialDays).toBeNull();
    expect(formatDate(terms.conversionDate, 'de')).toBe('20.12.2026');
  });

  it('states what the first 12 weeks cost: the trial and three 4-weekly charges (days 7, 35, 63)', () => {
    expect(paymentTerms(premium, true, now).firstTwelveWeeksCents).toBe(195 + 3 * 2995);
    expect(paymentTerms(premium, false, now).firstTwelveWeeksCents).toBe(3 * 2995);
    expect(formatEuro(paymentTerms(premium, true, now).firstTwelveWeeksCents, 'de')).toBe('91,80\u00a0€');
  });

  it.each([
    [195, 7, 2995, 28, 84, 195 + 3 * 2995],
    [195, 7, 2995, 28, 7, 195],
    [195, 7, 2995, 28, 8, 195 + 2995],
    [2995, 28, 2995, 28, 84, 3 * 2995],
  ])(
    'sums today %i, then every period from day %i: %i each %i days, over %i days = %i',
    (today, first, price, period, span, total) => {
      expect(totalOverDays(today, first, price, period, span)).toBe(total);
    },
  );

  it('writes euros the German way, and the English way in English', () => {
    expect(formatEuro(195, 'de')).toBe('1,95\u00a0€');
    expect(formatEuro(2995, 'de')).toBe('29,95\u00a0€');
    expect(formatEuro(2995, 'en')).toBe('€29.95');
    expect(formatDate('2026-11-29T10:00:00Z', 'en')).toBe('29 November 2026');
  });

  it('sells plan id 2, the second plan of the list', () => {
    expect(planOnSale([yearly, premium], 2)?.title).toBe('Vita Premium');
    expect(planOnSale([yearly, { ...premium, id: 5 }], 2)?.id).toBe(5);
    expect(planOnSale([], 2)).toBeNull();
  });
});
