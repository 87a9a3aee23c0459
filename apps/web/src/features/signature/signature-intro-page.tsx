import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WizardPage } from '../../components/wizard-page';
import { signatureIntroBack, signatureIntroNext, signatureNext } from '../../flow/sections';
import { useStoreValue } from '../../store/resume-store';
import type { SignatureWay } from './signature-values';
import './signature.css';

const WAYS: readonly SignatureWay[] = ['type', 'draw', 'upload'];

/** Each way opens the signature page on its tab. */
const wayHref = (way: SignatureWay): string => `${signatureIntroNext()}?tab=${way}`;

const ICONS: Record<SignatureWay, string> = {
  type: 'M4 18h16v2H4v-2Zm2.5-3 4.3-11h2.4l4.3 11h-2.3l-1-2.7H9.8l-1 2.7H6.5Zm4-4.6h3l-1.5-4.1-1.5 4.1Z',
  draw: 'M3 17.3V21h3.8L17.8 9.9l-3.7-3.7L3 17.3ZM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7L20.7 7Z',
  upload: 'M5 20h14v-2H5v2Zm7-16-5.5 5.5 1.4 1.4 3.1-3.1V16h2V7.8l3.1 3.1 1.4-1.4L12 4Z',
};

/** /signature: the interstitial before the signature (02 §2.6) — how should the resume be signed? */
export function SignatureIntroPage() {
  const { t } = useTranslation();
  // Going on without one makes sense only while none is kept here.
  const hasSignature = useStoreValue('signature') !== null;
  return (
    <WizardPage
      intro
      className="sig-intro"
      title={t('signature.intro.title')}
      lead={t('signature.intro.text')}
      nav={{
        back: { to: signatureIntroBack() },
        next: { to: signatureIntroNext() },
        nextLabel: t('common.next'),
      }}
      after={
        !hasSignature && (
          <p className="sig-intro__skip">
            <Link to={signatureNext()}>{t('signature.intro.skip')}</Link>
          </p>
        )
      }
    >
      <ul className="sig-intro__ways">
        {WAYS.map((way) => (
          <li key={way}>
            <Link to={wayHref(way)} className="sig-intro__way">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="sig-intro__icon">
                <path fill="currentColor" d={ICONS[way]} />
              </svg>
              <div>
                <h2 className="sig-intro__way-title">{t(`signature.intro.ways.${way}.title`)}</h2>
                <p className="sig-intro__way-text">{t(`signature.intro.ways.${way}.text`)}</p>
              </div>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="24"
                height="24"
                className="sig-intro__chevron"
              >
                <path fill="currentColor" d="m9.3 6.7 1.4-1.4 6.7 6.7-6.7 6.7-1.4-1.4 5.3-5.3-5.3-5.3Z" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <p className="sig-intro__note">{t('signature.intro.note')}</p>
    </WizardPage>
  );
}
