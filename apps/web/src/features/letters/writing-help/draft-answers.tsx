import { LETTER_LIMITS } from '@vita/shared/constants';
import { JOB_MATCH_LIMITS, type LetterAnswerField, type LetterAnswers } from '@vita/shared/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DraftAnswersProps {
  jobAd: string;
  answers: LetterAnswers;
  /** Answers the ad asks for that are still empty: their fields are marked. */
  asked: readonly LetterAnswerField[];
  onChange: (part: { job_ad?: string; answers?: LetterAnswers }) => void;
}

/**
 * What the first draft is built from beside the CV: the pasted ad, and what only the applicant
 * can say (start date, salary, motivation) as named fields. An empty answer leaves its sentence out.
 */
export function DraftAnswers({ jobAd, answers, asked, onChange }: DraftAnswersProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (field: LetterAnswerField, value: string) =>
    onChange({ answers: { ...answers, [field]: value } });
  const hint = (field: LetterAnswerField) =>
    asked.includes(field) ? (
      <p id={`${id}-${field}-asked`} className="writing-help__asked">
        {t(`writingHelp.asked.${field}`)}
      </p>
    ) : null;
  const describedBy = (field: LetterAnswerField) =>
    asked.includes(field) ? `${id}-${field}-asked` : undefined;
  return (
    <div className="writing-help__answers">
      <label htmlFor={`${id}-ad`}>{t('writingHelp.adLabel')}</label>
      <textarea
        id={`${id}-ad`}
        rows={6}
        maxLength={JOB_MATCH_LIMITS.maxAdChars}
        value={jobAd}
        onChange={(event) => onChange({ job_ad: event.target.value })}
      />
      <label htmlFor={`${id}-start`}>{t('writingHelp.startLabel')}</label>
      <input
        id={`${id}-start`}
        maxLength={LETTER_LIMITS.startDate}
        placeholder={t('writingHelp.startExample')}
        value={answers.start_date}
        aria-describedby={describedBy('start_date')}
        onChange={(event) => set('start_date', event.target.value)}
      />
      {hint('start_date')}
      <label htmlFor={`${id}-salary`}>{t('writingHelp.salaryLabel')}</label>
      <input
        id={`${id}-salary`}
        maxLength={LETTER_LIMITS.salary}
        placeholder={t('writingHelp.salaryExample')}
        value={answers.salary}
        aria-describedby={describedBy('salary')}
        onChange={(event) => set('salary', event.target.value)}
      />
      {hint('salary')}
      <label htmlFor={`${id}-motivation`}>{t('writingHelp.motivationLabel')}</label>
      <textarea
        id={`${id}-motivation`}
        rows={3}
        maxLength={LETTER_LIMITS.motivation}
        value={answers.motivation}
        aria-describedby={describedBy('motivation')}
        onChange={(event) => set('motivation', event.target.value)}
      />
      {hint('motivation')}
    </div>
  );
}
