import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalParagraphs, useOperatorText } from './legal-text';
import './legal.css';
import './texts';

export interface LegalSection {
  id: string;
  title: string;
  body: string;
  extra?: ReactNode;
}

const PLACEHOLDER = /\[[^\]]+\]/;

/** The pages whose sections are texts under `legal.<page>.<id>.title` and `.body`. */
type SectionedPage = 'imprint' | 'privacy' | 'terms' | 'accessibility';

/** A page's sections from its ids, in that order; `extras` adds content under a section by id. */
export function useLegalSections<Id extends string>(
  page: SectionedPage,
  ids: readonly Id[],
  extras: Partial<Record<Id, ReactNode>> = {},
): LegalSection[] {
  const { t } = useTranslation();
  // The ids are checked against the texts by the pages' tests, not by the type of the key.
  const text = (key: string): string => t(key as 'legal.placeholderNotice.title');
  return ids.map((id) => ({
    id,
    title: text(`legal.${page}.${id}.title`),
    body: text(`legal.${page}.${id}.body`),
    ...(extras[id] ? { extra: extras[id] } : {}),
  }));
}

/** A legal page: title, the placeholder notice, a table of contents and its sections. */
export function LegalPage({
  title,
  intro,
  sections,
  children,
  showPlaceholderNotice = true,
  before,
}: {
  title: string;
  intro?: string;
  sections: LegalSection[];
  children?: ReactNode;
  showPlaceholderNotice?: boolean;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const fill = useOperatorText();
  // A section left empty by the operator's data (no register entry) is not shown.
  const shown = sections.filter((section) => section.extra || fill(section.body));
  const placeholdersLeft = [intro ?? '', ...shown.map((section) => section.body)].some((text) =>
    PLACEHOLDER.test(fill(text)),
  );
  return (
    <article className="container legal-page">
      {before}
      <h1 className="legal-page__title">{title}</h1>
      {showPlaceholderNotice && placeholdersLeft && (
        <p className="legal-page__notice">
          <strong>{t('legal.placeholderNotice.title')}</strong> {t('legal.placeholderNotice.text')}
        </p>
      )}
      {intro && (
        <div className="legal-page__intro">
          <LegalParagraphs text={intro} />
        </div>
      )}
      {shown.length > 2 && (
        <nav className="legal-page__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal-page__toc-title">
            {t('legal.contents')}
          </h2>
          <ol>
            {shown.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {shown.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="legal-page__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <LegalParagraphs text={section.body} />
          {section.extra}
        </section>
      ))}
      {children}
    </article>
  );
}
