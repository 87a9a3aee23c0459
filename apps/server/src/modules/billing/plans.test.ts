import { describe, expect, it } from 'vitest';
import {
  addInterval,
  firstCharge,
  formatMoney,
  germanDateTime,
  intervalText,
  type PlanRow,
  renewalText,
} from './plans';

const premium: PlanRow = {
  id: 2,
  title: 'Vita Premium',
  description: '',
  priceCents: 2995,
  currency: 'eur',
  intervalUnit: 'day',
  intervalCount: 28,
  trialPriceCents: 195,
  trialDays: 7,
  vatRatePercent: 19,
  purchasable: true,
};
const start = new Date('2026-03-02T09:00:00Z');

describe('intervals', () => {
  it.each([
    ['day', 28, '4 Wochen'],
    ['day', 7, '7 Tage'],
    ['day', 1, '1 Tag'],
    ['day', 30, '30 Tage'],
    ['month', 12, '12 Monate'],
    ['month', 1, '1 Monat'],
  ])('%s × %i reads "%s"', (unit, count, text) => {
    expect(intervalText(unit, count)).toBe(text);
  });

  it('says the 4-weekly price as such, never "monatlich" (DESIGN.md deviation 6)', () => {
    expect(renewalText(premium)).toBe('29,95 € alle 4 Wochen');
  });

  it.each([
    ['day', 28, '2026-03-30T09:00:00.000Z'],
    ['month', 12, '2027-03-02T09:00:00.000Z'],
    ['month', 1, '2026-04-02T09:00:00.000Z'],
  ])('%s × %i from 2 March 2026 ends %s', (unit, count, end) => {
    expect(addInterval(start, unit, count).toISOString()).toBe(end);
  });
});

describe('money and dates in German', () => {
  it.each([
    [195, '1,95 €'],
    [2995, '29,95 €'],
    [123456, '1.234,56 €'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('shows Berlin time, summer time included', () => {
    expect(germanDateTime(new Date('2026-07-01T08:05:00Z'))).toBe('01.07.2026, 10:05 Uhr');
  });
});

describe('the first charge', () => {
  it('is the 7-day trial for 1,95 € for a first subscription', () => {
    expect(firstCharge(premium, true, start)).toEqual({
      kind: 'trial',
      amountCents: 195,
      periodEnd: new Date('2026-03-09T09:00:00Z'),
      trialEndsAt: new Date('2026-03-09T09:00:00Z'),
      description: 'Vita Premium – Testzugang',
      interval: '7 Tage',
    });
  });

  it('is the full 4 weeks at 29,95 € once the account had a subscription', () => {
    expect(firstCharge(premium, false, start)).toMatchObject({
      kind: 'first',
      amountCents: 2995,
      periodEnd: new Date('2026-03-30T09:00:00Z'),
      trialEndsAt: null,
    });
  });
});
