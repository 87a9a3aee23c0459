import { useTranslation } from 'react-i18next';
import { FIT_TARGET_ID } from '../cv-check/fix-links';
import { type FitOutcome, useFitPages } from './use-fit-pages';
import './fit-pages-control.css';
import './fit-texts';

const previewDocument = () => document.querySelector<HTMLElement>('.final-page__preview .vt-document');

/**
 * "Auf eine Seite bringen" / "Auf zwei Seiten bringen" beside the final page's preview: tightens
 * spacing, then font sizes, within the format controls' bounds until the CV fits, says what it
 * changed and offers to undo it.
 */
export function FitPagesControl() {
  const { t } = useTranslation();
  const { outcome, fit, undo } = useFitPages(previewDocument);
  const working = outcome.kind === 'working';
  return (
    <section id={FIT_TARGET_ID} tabIndex={-1} className="fit-pages" aria-label={t('finalFit.label')}>
      <div className="fit-pages__buttons">
        <button type="button" className="fit-pages__button" disabled={working} onClick={() => void fit(1)}>
          {t('finalFit.onePage')}
        </button>
        <button type="button" className="fit-pages__button" disabled={working} onClick={() => void fit(2)}>
          {t('finalFit.twoPages')}
        </button>
      </div>
      <p className="fit-pages__status" role="status" data-testid="fit-status">
        <FitMessage outcome={outcome} />
        {outcome.kind === 'done' && (
          <button type="button" className="fit-pages__undo" onClick={undo}>
            {t('finalFit.undo')}
          </button>
        )}
      </p>
    </section>
  );
}

function FitMessage({ outcome }: { outcome: FitOutcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'idle':
      return null;
    case 'working':
      return <>{t('finalFit.working')}</>;
    case 'fits':
      return <>{t('finalFit.fitsAlready', { count: outcome.pages })}</>;
    case 'cannot':
      return <>{t('finalFit.cannot', { count: outcome.pages })}</>;
    case 'undone':
      return <>{t('finalFit.undone')}</>;
    case 'done': {
      const changes = outcome.changes
        .map(({ setting, from, to }) =>
          t('finalFit.change', { setting: t(`finalFit.settings.${setting}`), from, to }),
        )
        .join(', ');
      return <>{t('finalFit.done', { count: outcome.pages, changes })} </>;
    }
  }
}
