import type { LetterDraft, LetterFields } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lettersApi } from '../../../api/letters-api';
import { showToast } from '../../../components/toast';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { letterLocale } from '../../../letters/letter-skeleton';
import { DraftAnswers } from './draft-answers';
import { draftHtml } from './draft-html';
import { placeholderValues } from './fill-placeholders';
import { letterContext, workEntries } from './letter-context';
import { OCCUPATION_FIELDS, type OccupationField } from './occupation-fields';
import { PhraseItem } from './phrase-item';
import { phrasesFor } from './phrase-library';
import { EXPERIENCE_LEVELS, type ExperienceLevel, LETTER_PARTS, type LetterPart } from './phrase-types';
import { useOccupationGroup } from './use-occupation-group';
import './writing-help.css';
import './writing-texts';

export interface WritingHelpPanelProps {
  resume: ResumeDocument;
  letter: Pick<LetterFields, 'position' | 'recipient' | 'body' | 'subject' | 'job_ad' | 'answers'>;
  /** Stores a change of the letter: the ad, the answers, the subject the draft proposes. */
  onChange?: (part: Partial<Pick<LetterFields, 'job_ad' | 'answers' | 'subject'>>) => void;
  /** The resume the server builds the draft from, and the login when it is owned. */
  access?: { resumeToken: string; token: string | null };
  /** Adds HTML (one paragraph) at the cursor of the letter body: the editor's `insertIntoBody`. */
  onInsert: (html: string) => void;
  /** Replaces the whole body with the first draft; defaults to `onInsert` (an empty body). */
  onReplaceBody?: (html: string) => void;
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
  busy: boolean;
  onWrite: () => void;
}

/** "Ersten Entwurf schreiben", asking first when it would replace what is written. */
function FirstDraft({ whyId, blank, busy, onWrite }: FirstDraftProps) {
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
        disabled={busy}
        aria-busy={busy}
        aria-describedby={`${whyId}-draft`}
      >
        {busy ? t('writingHelp.drafting') : t('writingHelp.draft')}
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

/**
 * Phrases for the four parts of an Anschreiben, chosen by field and level, and the first draft.
 * Both are German: the letter of an English resume gets neither (no German text in an English
 * letter), only the word that its text is the applicant's to write.
 */
export function WritingHelpPanel(props: WritingHelpPanelProps) {
  const { t } = useTranslation();
  if (letterLocale(props.resume) === 'en') {
    return (
      <section className="card writing-help" aria-label={t('writingHelp.title')}>
        <h2 className="writing-help__title">{t('writingHelp.title')}</h2>
        <p className="writing-help__why" data-testid="writing-help-english">
          {t('writingHelp.englishOnlyYours')}
        </p>
      </section>
    );
  }
  return <GermanWritingHelp {...props} />;
}

function GermanWritingHelp({
  resume,
  letter,
  onInsert,
  onReplaceBody,
  onChange,
  access,
  now,
}: WritingHelpPanelProps) {
  const { t } = useTranslation();
  const today = useMemo(() => now ?? new Date(), [now]);
  const iscoGroup = useOccupationGroup(letter.position, workEntries(resume)[0]?.title ?? '');
  const context = useMemo(
    () => letterContext(resume, letter, today, iscoGroup),
    [resume, letter, today, iscoGroup],
  );
  const [field, setField] = useState<OccupationField | null>(null);
  const [level, setLevel] = useState<ExperienceLevel | null>(null);
  const [part, setPart] = useState<LetterPart>('intro');
  const whyId = useId();
  const values = placeholderValues(context);
  const phrases = phrasesFor(field ?? context.field, level ?? context.level, part);

  const [drafting, setDrafting] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [drafted, setDrafted] = useState<LetterDraft | null>(null);

  const writeDraft = async () => {
    setDrafting(true);
    setDraftError(null);
    try {
      const { data } = await lettersApi.draft(
        {
          resume_token: access?.resumeToken ?? '',
          ad_text: letter.job_ad,
          position: letter.position,
          company: letter.recipient.company,
          answers: letter.answers,
        },
        access?.token ?? null,
      );
      (onReplaceBody ?? onInsert)(draftHtml(data));
      if (letter.subject.trim() === '') onChange?.({ subject: data.subject });
      setDrafted(data);
      showToast(t('writingHelp.drafted'), 'success');
    } catch (thrown) {
      setDraftError(t('writingHelp.draftFailed', { message: thrown instanceof Error ? thrown.message : '' }));
    } finally {
      setDrafting(false);
    }
  };
  const unnamed = drafted ? drafted.tasks.filter((task) => !drafted.tasks_named.includes(task)) : [];

  return (
    <section className="card writing-help" aria-labelledby={`${whyId}-title`}>
      <h2 id={`${whyId}-title`} className="writing-help__title">
        {t('writingHelp.title')}
      </h2>
      <p id={whyId} className="writing-help__why">
        {t('writingHelp.why')}
      </p>
      <DraftAnswers
        jobAd={letter.job_ad}
        answers={letter.answers}
        asked={drafted?.asks ?? []}
        onChange={(part) => onChange?.(part)}
      />
      <FirstDraft
        whyId={whyId}
        blank={isBlank(letter.body)}
        busy={drafting}
        onWrite={() => void writeDraft()}
      />
      {draftError && (
        <p className="writing-help__error" role="alert">
          {draftError}
        </p>
      )}
      {drafted && (
        <div className="writing-help__result" role="status">
          <p>
            {t('writingHelp.tasksNamed', { count: drafted.tasks_named.length, total: drafted.tasks.length })}
          </p>
          {unnamed.length > 0 && <p>{t('writingHelp.tasksUnnamed', { tasks: unnamed.join(', ') })}</p>}
          {drafted.asks.length > 0 && <p>{t('writingHelp.asksOpen')}</p>}
        </div>
      )}
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
        {phrases.map((phrase) => (
          <PhraseItem key={phrase.text} text={phrase.text} values={values} onInsert={onInsert} />
        ))}
      </ul>
    </section>
  );
}
