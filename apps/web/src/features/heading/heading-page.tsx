import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStateOf, SaveStatus } from '../../components/save-status';
import { WizardPage } from '../../components/wizard-page';
import { headingBack } from '../../flow/wizard';
import { useStoreValue } from '../../store/resume-store';
import { ErrorSummary } from './error-summary';
import { HeadingFields } from './heading-fields';
import { templateShowsPhoto } from './heading-values';
import { PhotoField } from './photo-field';
import { fieldId, useHeadingForm } from './use-heading-form';
import { usePhotoUpload } from './use-photo-upload';
import './heading.css';

const PHOTO_BUTTON_ID = 'heading-photo';

// The photo dialog loads on the first click of the photo button: /resume's first load has a
// size bar (docs/decisions/first-load-budget.md). Once loaded it stays mounted.
const PhotoModal = lazy(async () => ({ default: (await import('./photo-modal')).PhotoModal }));

/** /resume: the heading (contact) form, 01 §2 and §5. */
export function HeadingPage() {
  const { t } = useTranslation();
  const styleName = useStoreValue('templateStyleName');
  const upload = usePhotoUpload();
  const [photoOpen, setPhotoOpen] = useState(false);
  const [photoLoaded, setPhotoLoaded] = useState(false);
  const { flow, draft, photo, remote, save, messageOf, summary, summaryRef, change, submit, leave } =
    useHeadingForm();

  return (
    <WizardPage
      title={t('heading.title')}
      lead={t('heading.subtitle')}
      notices={
        <>
          <SaveStatus state={loadStateOf(remote)} action="load" />
          <ErrorSummary title={t('heading.errorSummaryTitle')} items={summary} ref={summaryRef} />
        </>
      }
      form={{
        className: 'wizard-card heading-form',
        onSubmit: submit,
        'aria-describedby': 'heading-required-note',
      }}
      nav={{
        back: { to: headingBack(flow) },
        next: { submit: true, busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('heading.saveAndNext') : t('heading.next'),
      }}
      outside={
        photoLoaded && (
          <Suspense fallback={null}>
            <PhotoModal open={photoOpen} onClose={() => setPhotoOpen(false)} upload={upload} />
          </Suspense>
        )
      }
    >
      <p className="heading-form__note" id="heading-required-note">
        {t('heading.requiredNote')}
      </p>
      <PhotoField
        id={PHOTO_BUTTON_ID}
        photo={photo}
        templateShowsPhoto={templateShowsPhoto(styleName)}
        onOpen={() => {
          setPhotoLoaded(true);
          setPhotoOpen(true);
        }}
      />
      <HeadingFields
        draft={draft}
        fieldId={fieldId}
        messageOf={messageOf}
        onChange={change}
        onLeave={leave}
      />
      <SaveStatus state={save} />
    </WizardPage>
  );
}
