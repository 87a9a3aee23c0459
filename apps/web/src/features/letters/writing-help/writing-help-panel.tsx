import type { LetterFields } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { fillPlaceholders, phraseParagraph, placeholderValues } from './fill-placeholders';
import { buildFirstDraft } from './first-draft';
import { letterContext } from './letter-context';
import { OCCUPATION_FIELDS, type OccupationField } from './occupation-fields';
import { phrasesFor } from './phrase-library';
import { EXPERIENCE_LEVELS, type ExperienceLevel, LETTER_PARTS, type LetterPart } from './phrase-types';
import './writing-help.css';
import './writing-texts';

export interface WritingHelpPanelProps {
  resume: ResumeDocument;
  letter: Pick<LetterFields, 'position' | 'recipient' | 'body'>;
  /** Adds HTML (one paragraph) at the cursor of the letter body: the editor's `insertIntoBody`. */
  onInsert: (html: string) => void;
  /** Replaces the whole body with the first draft; defaults to `onInsert` (an empty body). */
  onReplaceBody?: (html: string) => void;
  /** The catalogue's profile title for the newest job, when the page has it (better field guess). */
  profileTitle?: string;
  /** Today, for the years of experience; tests pass a fixed day. */
  now?: Date;
}

const isBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** Phrases for the four parts of an Anschreiben, chosen by field and level, and the first draft. */
export function WritingHelpPanel({
  resume,
  letter,
  onInsert,
  onReplaceBody,
  profileTitle,
  now,
}: WritingHelpPanelProps) {
  const { t } = useTranslation();
  const today = useMemo(() => now ?? new Date(), [now]);
  const context = useMemo(
    () => letterContext(resume, letter, today, profileTitle),
    [resume, letter, today, profileTitle],
  );
  const [field, setField] = useState<OccupationField | null>(null);
  const [level, setLevel] = useState<ExperienceLevel | null>(null);
  const [part, setPart] = useState<LetterPart>('intro');
  const [confirming, setConfirming] = useState(false);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const ids = { field: useId(), level: useId(), why: useId() };
  const chosenField = field ?? context.field;
  const chosenLevel = level ?? context.level;
  const values = placeholderValues(context);
  const phrases = phrasesFor(chosenField, chosenLevel, part);

  const writeDraft = () => {
    const draft = buildFirstDraft(resume, letter, today, profileTitle);
    (onReplaceBody ?? onInsert)(draft);
    setConfirming(false);
    showToast(t('writingHelp.drafted'), 'success');
  };
  const askDraft = () => {
    if (isBlank(letter.body)) writeDraft();
    else {
      setConfirming(true);
      queueMicrotask(() => replaceRef.current?.focus());
    }
  };

  return (
    <section className="writing-help" aria-labelledby={`${ids.why}-title`}>
      <h2 id={`${ids.why}-title`} className="writing-help__title">
        {t('writingHelp.title')}
      </h2>
      <p id={ids.why} className="writing-help__why">
        {t('writingHelp.why')}
      </p>
      <div className="writing-help__draft">
        <button
          type="button"
          className="writing-help__button"
          onClick={askDraft}
          aria-describedby={`${ids.why}-draft`}
        >
          {t('writingHelp.draft')}
        </button>
        <p id={`${ids.why}-draft`} className="writing-help__hint">
          {t('writingHelp.draftHint')}
        </p>
        {confirming && (
          <div className="writing-help__confirm" role="alertdialog" aria-labelledby={`${ids.why}-confirm`}>
            <p id={`${ids.why}-confirm`}>{t('writingHelp.confirmReplace')}</p>
            <div className="writing-help__confirm-actions">
              <button type="button" ref={replaceRef} className="writing-help__button" onClick={writeDraft}>
                {t('writingHelp.replace')}
              </button>
              <button
                type="button"
                className="writing-help__button writing-help__button--secondary"
                onClick={() => setConfirming(false)}
              >
                {t('writingHelp.cancel')}
              </button>
            </div>
          </div>
        )}
      </div>
      <div className="writing-help__choices">
        <label htmlFor={ids.field}>{t('writingHelp.field')}</label>
        <select
          id={ids.field}
          value={chosenField}
          onChange={(e) => setField(e.target.value as OccupationField)}
        >
          {OCCUPATION_FIELDS.map((name) => (
            <option key={name} value={name}>
              {t(`writingHelp.fields.${name}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.level}>{t('writingHelp.level')}</label>
        <select
          id={ids.level}
          value={chosenLevel}
          onChange={(e) => setLevel(e.target.value as ExperienceLevel)}
        >
          {EXPERIENCE_LEVELS.map((name) => (
            <option key={name} value={name}>
              {t(`writingHelp.levels.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="writing-help__parts">
        <legend className="visually-hidden">{t('writingHelp.partsLabel')}</legend>
        {LETTER_PARTS.map((name) => (
          <button
            key={name}
            type="button"
            className="writing-help__part"
            aria-pressed={part === name}
            onClick={() => setPart(name)}
          >
            {t(`writingHelp.parts.${name}`)}
          </button>
        ))}
      </fieldset>
      <ul className="writing-help__phrases" aria-label={t(`writingHelp.parts.${part}`)}>
        {phrases.map((phrase) => {
          const text = fillPlaceholders(phrase.text, values);
          return (
            <li key={phrase.text} className="writing-help__phrase">
              <p lang="de">{text}</p>
              <button
                type="button"
                className="writing-help__button writing-help__button--secondary"
                aria-label={t('writingHelp.insertLabel', { text })}
                onClick={() => {
                  onInsert(phraseParagraph(phrase.text, values));
                  showToast(t('writingHelp.inserted'), 'success');
                }}
              >
                {t('writingHelp.insert')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
