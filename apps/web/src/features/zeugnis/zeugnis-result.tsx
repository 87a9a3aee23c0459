import type { ZeugnisAnalysis } from '@vita/shared/contracts';
import { useTranslation } from 'react-i18next';

const formatGrade = (grade: number, language: string | undefined) =>
  grade.toLocaleString(language === 'en' ? 'en-GB' : 'de-DE', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** The overall grade, then each part with its grade and each sentence's meaning and why. */
export function ZeugnisResult({ result }: { result: ZeugnisAnalysis }) {
  const { t, i18n } = useTranslation();
  const grade = (value: number) => formatGrade(value, i18n.resolvedLanguage);
  return (
    <section className="zeugnis-result" aria-labelledby="zeugnis-result-title">
      <h2 id="zeugnis-result-title">{t('zeugnis.result.title')}</h2>
      <div className="zeugnis-result__overall">
        {result.overall_grade === null ? (
          <p>{t('zeugnis.result.simple')}</p>
        ) : (
          <p>
            <span className="zeugnis-result__grade-label">{t('zeugnis.result.overall')}</span>{' '}
            <strong className="zeugnis-result__grade" data-testid="zeugnis-overall">
              {grade(result.overall_grade)}
            </strong>
          </p>
        )}
        <p>{t(result.kind === 'einfach' ? 'zeugnis.result.kindSimple' : 'zeugnis.result.kindQualified')}</p>
        {result.leaving_reason && (
          <p>
            <strong>{t('zeugnis.result.leaving', { reason: result.leaving_reason.label })}</strong>{' '}
            {result.leaving_reason.meaning}
          </p>
        )}
      </div>
      {result.codes.length > 0 && (
        <section className="zeugnis-result__box" aria-labelledby="zeugnis-codes">
          <h3 id="zeugnis-codes">{t('zeugnis.result.codes')}</h3>
          <ul>
            {result.codes.map((code) => (
              <li key={code.phrase}>
                <strong lang="de">„{code.phrase}“</strong>: {code.meaning}
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.missing.length > 0 && (
        <section className="zeugnis-result__box" aria-labelledby="zeugnis-missing">
          <h3 id="zeugnis-missing">{t('zeugnis.result.missing')}</h3>
          <ul>
            {result.missing.map((item) => (
              <li key={item.key}>
                <strong>{item.label}</strong>: {item.why}
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.parts.map((part) => (
        <section key={part.part} className="zeugnis-part" aria-labelledby={`zeugnis-part-${part.part}`}>
          <h3 id={`zeugnis-part-${part.part}`}>
            {t(`zeugnis.parts.${part.part}`)}
            {part.grade !== undefined && (
              <span className="zeugnis-part__grade">
                {' '}
                – {t('zeugnis.result.grade', { grade: grade(part.grade) })}
              </span>
            )}
          </h3>
          <ol className="zeugnis-sentences">
            {part.sentences.map((sentence, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sentences are fixed once read; the same words may occur twice
              <li key={index} className="zeugnis-sentence">
                <blockquote lang="de">{sentence.text}</blockquote>
                <p>
                  {sentence.grade !== undefined && (
                    <span className="zeugnis-sentence__grade">
                      {t('zeugnis.result.grade', { grade: grade(sentence.grade) })}:{' '}
                    </span>
                  )}
                  {sentence.meaning}
                </p>
                <p className="zeugnis-sentence__why">
                  <span className="visually-hidden">{t('zeugnis.result.why')} </span>
                  {sentence.why}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
