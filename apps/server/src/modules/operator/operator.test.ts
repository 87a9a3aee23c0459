import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { call } from '../billing/billing.test-support';

useTestApp();

describe('GET /operator', () => {
  it('answers the configured operator without login, for the legal pages and the payment page', async () => {
    const res = await call(app, 'GET', '/operator');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      name: TEST_OPERATOR.name,
      address_lines: ['Teststraße 12', '10115 Berlin'],
      email: 'kontakt@vita.test',
      phone: '+49 30 1234567',
      vat_id: 'DE123456789',
      representative: 'Erika Betreiberin',
      register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
      supervisory_authority: null,
      data_protection_officer: null,
    });
  });
});
