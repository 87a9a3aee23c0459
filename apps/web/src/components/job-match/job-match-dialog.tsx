import { JOB_MATCH_LIMITS, type JobRequirement } from '@vita/shared/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { ModalDialog } from '../modal-dialog';
import { showToast } from '../toast';
import { useAddSkill } from './use-add-skill';
import { useJobMatch } from './use-job-match';
import './job-match.css';
import './job-match-texts';
import './job-match-letter-texts';

export interface JobMatchDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * In the letter editor: a requirement the CV meets goes into the letter (a sentence the caller
   * builds from its evidence); a missing one is never offered there. Without it the dialog adds
   * missing skills to the resume.
   */
  onAddToLetter?: (requirement: JobRequirement) => void;
}

const max = JOB_MATCH_LIMITS.maxAdChars;

/** Paste an ad, see its requirements beside the CV's lines; a missing skill is added on a click. */
export default function JobMatchDialog({ open, onClose, onAddToLetter }: JobMatchDialogProps) {
  const { t, i18n } = useTranslation();
  const [ad, setAd] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const match = useJobMatch();
  const addSkill = useAddSkill();
  const adId = useId();
  const countId = useId();
  const number = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'de-DE');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = ad.trim();
    const problem =
      text === ''
        ? t('jobMatch.empty')
        : text.length > max
          ? t('jobMatch.tooLong', { max: number(max) })
          : null;
    setLocalError(problem);
    if (!problem) match.mutate(text);
  };

  const add = async (requirement: JobRequirement) => {
    if (onAddToLetter) onAddToLetter(requirement);
    else await addSkill(requirement.label);
    setAdded((before) => new Set(before).add(requirement.label));
    const done = onAddToLetter ? 'jobMatchLetter.added' : 'jobMatch.added';
    showToast(t(done, { label: requirement.label }), 'success');
  };

  const serverError =
    match.error instanceof ApiRequestError && match.error.status === 404
      ? t('jobMatch.noResume')
      : match.error
        ? t('jobMatch.failed')
        : null;
  const error = localError ?? serverError;
  const result = match.data;

  return (
    <ModalDialog open={open} title={t('jobMatch.title')} onClose={onClose} closeLabel={t('jobMatch.close')}>
      <form className="job-match__form" onSubmit={submit} noValidate>
        <p className="job-match__intro">{t('jobMatch.intro')}</p>
        <label htmlFor={adId} className="job-match__label">
          {t('jobMatch.adLabel')}
        </label>
        <textarea
          id={adId}
          className="job-match__ad"
          rows={8}
          value={ad}
          aria-describedby={countId}
          aria-invalid={localError !== null}
          onChange={(event) => setAd(event.target.value)}
        />
        <p id={countId} className="job-match__count">
          {t('jobMatch.count', { chars: number(ad.length), max: number(max) })}
        </p>
        {error && (
          <p className="job-match__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="final-button" disabled={match.isPending}>
          {match.isPending ? t('jobMatch.working') : t('jobMatch.submit')}
        </button>
      </form>
      {result && !match.isPending && (
        <section className="job-match__result" aria-live="polite" aria-label={t('jobMatch.resultsLabel')}>
          <h3 className="job-match__score">{t('jobMatch.score', { score: result.score })}</h3>
          <p className="job-match__explanation">{result.explanation}</p>
          <ul className="job-match__list">
            {result.requirements.map((requirement) => (
              <RequirementRow
                key={`${requirement.kind}:${requirement.label}`}
                requirement={requirement}
                added={added.has(requirement.label)}
                forLetter={onAddToLetter !== undefined}
                onAdd={() => void add(requirement)}
              />
            ))}
          </ul>
        </section>
      )}
    </ModalDialog>
  );
}

interface RequirementRowProps {
  requirement: JobRequirement;
  added: boolean;
  /** The letter takes a met requirement of any kind as a sentence; the skills list a missing skill or tool. */
  forLetter: boolean;
  onAdd: () => void;
}

export function RequirementRow({ requirement, added, forLetter, onAdd }: RequirementRowProps) {
  const { t } = useTranslation();
  const found = requirement.found_in_resume;
  const canAdd = forLetter ? found : !found && (requirement.kind === 'skill' || requirement.kind === 'tool');
  const label = { label: requirement.label };
  return (
    <li className={`job-match__row job-match__row--${found ? 'found' : 'missing'}`}>
      <span className="job-match__mark" aria-hidden="true">
        {found ? '✓' : '✗'}
      </span>
      <div className="job-match__requirement">
        <span className="visually-hidden">{found ? t('jobMatch.found') : t('jobMatch.missing')}: </span>
        <strong>{requirement.label}</strong>{' '}
        <span className="job-match__kind">{t(`jobMatch.kinds.${requirement.kind}`)}</span>
      </div>
      <div className="job-match__evidence">
        {requirement.evidence}
        {canAdd &&
          (added ? (
            <span className="job-match__added">
              {t(forLetter ? 'jobMatchLetter.addedMark' : 'jobMatch.addedMark')}
            </span>
          ) : (
            <button
              type="button"
              className="final-button final-button--secondary job-match__add"
              aria-label={t(forLetter ? 'jobMatchLetter.addLabel' : 'jobMatch.addSkillLabel', label)}
              onClick={onAdd}
            >
              {t(forLetter ? 'jobMatchLetter.add' : 'jobMatch.addSkill')}
            </button>
          ))}
      </div>
    </li>
  );
}
