import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../flow/paths';
import { i18n } from '../i18n';
import { mockApi } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const payments = (mode: 'test' | 'stripe') => ({ '/stripe-keys': () => ({ secret_key: null, mode }) });

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(() => vi.unstubAllGlobals());

describe('test-mode banner', () => {
  for (const path of [paths.landing, paths.heading, paths.payment, paths.cancelContract]) {
    it(`shows on ${path} while the server takes payments with its test provider`, async () => {
      mockApi(payments('test'));
      renderApp(path);
      const banner = await screen.findByRole('complementary', { name: 'Testmodus' });
      expect(banner.textContent).toContain('Es wird kein echtes Geld abgebucht.');
    });
  }

  it('says it in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      mockApi(payments('test'));
      renderApp(paths.landing);
      const banner = await screen.findByRole('complementary', { name: 'Test mode' });
      expect(banner.textContent).toContain('no real money is charged');
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('does not show with Stripe', async () => {
    const api = mockApi(payments('stripe'));
    renderApp(paths.landing);
    await waitFor(() => expect(api.callsTo('/stripe-keys').length).toBe(1));
    await screen.findByRole('main');
    expect(screen.queryByRole('complementary', { name: 'Testmodus' })).toBeNull();
  });

  describe('when the page states the mode (the server writes it into the HTML)', () => {
    afterEach(() => {
      delete document.documentElement.dataset.paymentMode;
    });

    it('shows at the first render and asks the server nothing', async () => {
      document.documentElement.dataset.paymentMode = 'test';
      const api = mockApi({});
      renderApp(paths.landing);
      expect(screen.getByRole('complementary', { name: 'Testmodus' })).toBeTruthy();
      await screen.findByRole('main');
      expect(api.calls).toEqual([]);
    });

    it('shows nothing with Stripe, again without a request', async () => {
      document.documentElement.dataset.paymentMode = 'stripe';
      const api = mockApi({});
      renderApp(paths.landing);
      await screen.findByRole('main');
      expect(screen.queryByRole('complementary', { name: 'Testmodus' })).toBeNull();
      expect(api.calls).toEqual([]);
    });
  });
});
