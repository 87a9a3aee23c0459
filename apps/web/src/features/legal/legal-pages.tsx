import { ESCO_ATTRIBUTION } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../flow/paths';
import { ContactForm } from './contact-form';
import { LegalPage, useLegalSections } from './legal-page';
import './texts';

const IMPRINT = ['provider', 'contact', 'register', 'vat', 'responsible', 'disputes', 'sources'] as const;
const PRIVACY = [
  'controller',
  'overview',
  'account',
  'resume',
  'payment',
  'mail',
  'browser',
  'logs',
  'recipients',
  'retention',
  'rights',
  'sources',
] as const;
const TERMS = [
  'scope',
  'contract',
  'services',
  'prices',
  'term',
  'withdrawal',
  'form',
  'liability',
  'final',
] as const;

/** The ESCO attribution (DESIGN.md; data/esco/SOURCE.md), with the required English statement. */
function EscoAttribution() {
  const { t } = useTranslation();
  return (
    <p className="legal-page__esco">
      <span lang="de">{ESCO_ATTRIBUTION}</span> {t('legal.esco.licence')}
    </p>
  );
}

/** /impressum: the provider's details (§ 5 DDG); the operator's data are marked placeholders. */
export function ImprintPage() {
  const { t } = useTranslation();
  const sections = useLegalSections('imprint', IMPRINT, { sources: <EscoAttribution /> });
  return <LegalPage title={t('legal.imprint.title')} sections={sections} />;
}

/** /datenschutz: what Vita stores, why, for how long, and the rights under the GDPR. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const sections = useLegalSections('privacy', PRIVACY, { sources: <EscoAttribution /> });
  return <LegalPage title={t('legal.privacy.title')} intro={t('legal.privacy.intro')} sections={sections} />;
}

/** /agb: terms, the trial and its price, cancellation and the withdrawal policy. */
export function TermsPage() {
  const { t } = useTranslation();
  const sections = useLegalSections('terms', TERMS, {
    term: (
      <p>
        <Link to={paths.cancelContract}>{t('legal.terms.cancelLink')}</Link>
      </p>
    ),
    withdrawal: (
      <p>
        <Link to={paths.withdrawContract}>{t('legal.terms.withdrawLink')}</Link>
      </p>
    ),
  });
  return <LegalPage title={t('legal.terms.title')} intro={t('legal.terms.intro')} sections={sections} />;
}

/** /kontakt: how to reach the operator, and a form that mails the message. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.contact.title')}
      intro={t('legal.contact.intro')}
      sections={[{ id: 'reach', title: t('legal.contact.reach.title'), body: t('legal.contact.reach.body') }]}
    >
      <section className="legal-page__section" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('legal.contact.formTitle')}</h2>
        <ContactForm topic="general" headingId="contact-form-title" />
      </section>
    </LegalPage>
  );
}
