import { type EnclosureLine, LETTER_TIGHTEN_MAX } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { useTranslation } from 'react-i18next';
import { LetterPage } from '../../../letters/letter-page';
import { ScaledPages } from '../../../templates/shared/scaled-pages';
import type { EditableLetter } from './use-letter-autosave';

interface LetterPreviewProps {
  doc: ResumeDocument;
  letter: EditableLetter;
  enclosures: readonly EnclosureLine[];
  onOverflow: (overflows: boolean) => void;
}

/** The letter on its A4 page, scaled to the column like the wizard's preview. */
export function LetterPreview({ doc, letter, enclosures, onOverflow }: LetterPreviewProps) {
  const { t } = useTranslation();
  return (
    <section
      className="le-preview"
      aria-label={t('letters.editor.previewLabel')}
      data-testid="letter-preview"
    >
      <ScaledPages>
        <LetterPage doc={doc} letter={letter} enclosures={enclosures} onOverflow={onOverflow} />
      </ScaledPages>
    </section>
  );
}

interface OverflowNoticeProps {
  overflows: boolean;
  tighten: number;
  onTighten: () => void;
}

/**
 * Told at once (a live region) when the text outgrows the page: first the offer to tighten the
 * spacing within the letter's bounds, at the last level the request to shorten.
 */
export function OverflowNotice({ overflows, tighten, onTighten }: OverflowNoticeProps) {
  const { t } = useTranslation();
  const canTighten = tighten < LETTER_TIGHTEN_MAX;
  return (
    <div className="le-overflow" aria-live="polite" data-testid="letter-overflow">
      {overflows && (
        <div className="le-overflow__box">
          <p>
            {t('letters.editor.overflow')} {!canTighten && t('letters.editor.shorten')}
          </p>
          {canTighten && (
            <button type="button" className="le-button" onClick={onTighten}>
              {t('letters.editor.tighten')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
