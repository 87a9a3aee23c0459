import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../../config';
import type { App } from '../../http/context';
import { billingRoutes } from './billing.routes';
import type { PaymentProvider } from './payment-provider';
import { type RenewalReport, runRenewals } from './renewal.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import type { BillingDeps } from './subscription-store';
import { testPaymentRoutes } from './test-payments.routes';
import { createTestProvider } from './test-provider';
import { refundWithdrawnCharges } from './withdrawal-refunds';

export type Billing = {
  deps: BillingDeps;
  provider: PaymentProvider;
  stripe: Stripe | null;
  /** One renewal run now, after the refunds of withdrawals still to do (the job calls it; tests too). */
  runRenewals(): Promise<RenewalReport>;
};

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing;
  }
}

/**
 * `app.billing` and the renewal job: it runs once when the app is ready and then every
 * `billingRenewalIntervalMs` (0: never, as in tests); closing the app waits for a run in progress.
 */
export async function registerBilling(
  app: FastifyInstance,
  config: AppConfig,
  now: () => Date,
  linkSecret: Uint8Array,
): Promise<void> {
  let stripe: Stripe | null = null;
  let provider: PaymentProvider;
  if (config.stripe) {
    // The SDK takes ~0.4 s to load: only when Stripe is configured.
    const { createStripeClient, createStripeProvider } = await import('./stripe-provider');
    stripe = createStripeClient(config.stripe);
    provider = createStripeProvider(config.stripe, stripe);
  } else {
    provider = createTestProvider(app.db, now);
  }
  const baseUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const deps: BillingDeps = {
    db: app.db,
    provider,
    mailer: app.mailer,
    now,
    log: app.log,
    links: { baseUrl, secret: linkSecret },
    operator: config.operator,
  };
  const countedRenewals = async () => {
    try {
      await refundWithdrawnCharges(deps);
      const report = await runRenewals(deps);
      app.metrics.observeRenewalRun({ report });
      return report;
    } catch (error) {
      app.metrics.observeRenewalRun({ error });
      throw error;
    }
  };
  app.decorate('billing', { deps, provider, stripe, runRenewals: countedRenewals });

  const intervalMs = config.billingRenewalIntervalMs;
  if (intervalMs <= 0) return;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = countedRenewals()
      .then((report) => {
        if (report.renewed + report.failed + report.ended + report.abandoned + report.reminded > 0)
          app.log.info(report, 'renewals');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'renewal run failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  // onClose hooks run last-registered first: this one runs before the database closes.
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/** The billing calls under /api/v1; the test provider's helpers or Stripe's webhook as configured. */
export async function billingApi(app: App, options: { config: AppConfig; now: () => Date }) {
  const { deps, stripe } = app.billing;
  await app.register(billingRoutes, { ...options, deps });
  if (deps.provider.mode === 'test') await app.register(testPaymentRoutes, { now: options.now });
  const webhookSecret = options.config.stripe?.webhookSecret;
  if (stripe && webhookSecret) await app.register(stripeWebhookRoutes, { stripe, webhookSecret, deps });
}
