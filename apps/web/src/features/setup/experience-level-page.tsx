import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExperienceLevel, StudentAnswer } from '../../flow/flow-state';
import { paths } from '../../flow/paths';
import { AUTO_ADVANCE_MS, chooseExperienceLevel, nextPathAfterExperience } from '../../flow/setup';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import { useDelayedNavigate } from './use-delayed-navigate';
import './setup.css';

const BANDS = [
  { level: '0-3', titleKey: 'experience.firstTime', yearsKey: 'experience.firstTimeYears' },
  { level: '4-9', titleKey: 'experience.multiYear', yearsKey: 'experience.multiYearYears' },
  { level: '10+', titleKey: 'experience.longTerm', yearsKey: 'experience.longTermYears' },
] as const satisfies readonly { level: ExperienceLevel; titleKey: string; yearsKey: string }[];

export function ExperienceLevelPage({ delayMs = AUTO_ADVANCE_MS }: { delayMs?: number }) {
  const { t } = useTranslation();
  const setValue = useResumeStore((s) => s.set);
  const level = useStoreValue('experienceLevel');
  // The answer given on this visit: 0-3 stores 'No' before the question is answered, and that
  // stored default must not look like an answer the visitor gave.
  const [studentAnswer, setStudentAnswer] = useState<StudentAnswer | null>(null);
  const navigateLater = useDelayedNavigate(delayMs);
  const studentHeading = useRef<HTMLHeadingElement>(null);
  const showStudentQuestion = level === '0-3' || level === '0';

  const choose = (band: ExperienceLevel) => {
    const choice = chooseExperienceLevel(band);
    setValue('experienceLevel', choice.experienceLevel);
    setValue('isStudent', choice.isStudent);
    setStudentAnswer(null);
    if (!choice.askStudent) navigateLater(nextPathAfterExperience());
  };
  const answer = (value: StudentAnswer) => {
    setValue('isStudent', value);
    setStudentAnswer(value);
    navigateLater(nextPathAfterExperience());
  };

  useEffect(() => {
    if (showStudentQuestion) studentHeading.current?.focus();
  }, [showStudentQuestion]);

  return (
    <div className="setup container">
      <h1 className="setup__title">{t('experience.title')}</h1>
      <p className="setup__subtitle">{t('experience.subtitle')}</p>
      <div className="choice-grid">
        {BANDS.map((band) => (
          <button
            key={band.level}
            type="button"
            className="choice"
            aria-pressed={level === band.level || (band.level === '0-3' && level === '0')}
            onClick={() => choose(band.level)}
          >
            <span className="choice__title">{t(band.titleKey)}</span>
            <span className="choice__detail">{t(band.yearsKey)}</span>
          </button>
        ))}
      </div>
      {showStudentQuestion && (
        <section className="student-question" aria-labelledby="student-question-title">
          <h2
            id="student-question-title"
            className="student-question__title"
            ref={studentHeading}
            tabIndex={-1}
          >
            {t('experience.studentQuestion')}
          </h2>
          <div className="student-question__answers">
            {(['Yes', 'No'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className="choice choice--compact"
                aria-pressed={studentAnswer === value}
                onClick={() => answer(value)}
              >
                {value === 'Yes' ? t('common.yes') : t('common.no')}
              </button>
            ))}
          </div>
        </section>
      )}
      <p className="setup__back">
        <Link to={paths.landing}>{t('common.backToStart')}</Link>
      </p>
    </div>
  );
}
