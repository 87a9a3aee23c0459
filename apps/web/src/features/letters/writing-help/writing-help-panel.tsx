import type { LetterFields } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { ToggleGroup } from '../../../components/ui/toggle-group';
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

interface FirstDraftProps {
  /** The paragraph the hint and the question hang from. */
  whyId: string;
  /** True when the body is empty: the draft goes in without asking. */
  blank: boolean;
  onWrite: () => void;
}

/** "Ersten Entwurf schreiben", asking first when it would replace what is written. */
function FirstDraft({ whyId, blank, onWrite }: FirstDraftProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const write = () => {
    onWrite();
    setConfirming(false);
  };
  const ask = () => {
    if (blank) write();
    else {
      setConfirming(true);
      queueMicrotask(() => replaceRef.current?.focus());
    }
  };
  return (
    <div className="writing-help__draft">
      <button
        type="button"
        className="writing-help__button"
        onClick={ask}
        aria-describedby={`${whyId}-draft`}
      >
        {t('writingHelp.draft')}
      </button>
      <p id={`${whyId}-draft`} className="writing-help__hint">
        {t('writingHelp.draftHint')}
      </p>
      {confirming && (
        <div className="writing-help__confirm" role="alertdialog" aria-labelledby={`${whyId}-confirm`}>
          <p id={`${whyId}-confirm`}>{t('writingHelp.confirmReplace')}</p>
          <div className="writing-help__confirm-actions">
            <button type="button" ref={replaceRef} className="writing-help__button" onClick={write}>
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
  );
}

interface ChoiceProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  optionLabel: (option: T) => string;
}

/** A labelled select of the panel (the field, the level). */
function Choice<T extends string>({ label, options, value, onChange, optionLabel }: ChoiceProps<T>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((name) => (
          <option key={name} value={name}>
            {optionLabel(name)}
          </option>
        ))}
      </select>
    </>
  );
}

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
  const whyId = useId();
  const values = placeholderValues(context);
  const phrases = phrasesFor(field ?? context.field, level ?? context.level, part);

  const writeDraft = () => {
    const draft = buildFirstDraft(resume, letter, today, profileTitle);
    (onReplaceBody ?? onInsert)(draft);
    showToast(t('writingHelp.drafted'), 'success');
  };

  return (
    <section className="card writing-help" aria-labelledby={`${whyId}-title`}>
      <h2 id={`${whyId}-title`} className="writing-help__title">
        {t('writingHelp.title')}
      </h2>
      <p id={whyId} className="writing-help__why">
        {t('writingHelp.why')}
      </p>
      <FirstDraft whyId={whyId} blank={isBlank(letter.body)} onWrite={writeDraft} />
      <div className="writing-help__choices">
        <Choice
          label={t('writingHelp.field')}
          options={OCCUPATION_FIELDS}
          value={field ?? context.field}
          onChange={setField}
          optionLabel={(name) => t(`writingHelp.fields.${name}`)}
        />
        <Choice
          label={t('writingHelp.level')}
          options={EXPERIENCE_LEVELS}
          value={level ?? context.level}
          onChange={setLevel}
          optionLabel={(name) => t(`writingHelp.levels.${name}`)}
        />
      </div>
      <ToggleGroup
        className="writing-help__parts"
        optionClassName="writing-help__part"
        legend={t('writingHelp.partsLabel')}
        options={LETTER_PARTS}
        value={part}
        onChange={setPart}
        label={(name) => t(`writingHelp.parts.${name}`)}
      />
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
