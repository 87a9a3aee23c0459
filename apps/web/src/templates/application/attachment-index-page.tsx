import type { EnclosureLine } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { templateVariables } from '../shared/format-vars';
import { applicationWords, enclosureDate } from './application-words';
import { coverDesign } from './cover-design';
import '../shared/shared.css';
import './application-pages.css';

export interface AttachmentIndexPageProps {
  resume: ResumeDocument;
  enclosures: readonly EnclosureLine[];
}

/** Characters of a title per line at the template's body size, counted low so estimates err long. */
const CHARS_PER_LINE = 55;
/** Lines of text per page: the first page carries the heading, continuation pages a short one. */
const LINES_FIRST_PAGE = 34;
const LINES_NEXT_PAGE = 38;
/** Up to this many lines the rows keep the template's spacing; longer lists are set tighter. */
const ROOMY_LINES = 22;

export interface IndexRow {
  number: number;
  line: EnclosureLine;
}

const linesOf = (line: EnclosureLine) => Math.max(1, Math.ceil(line.title.length / CHARS_PER_LINE));

/**
 * The rows split into A4 pages. The page clips what overflows, so a list is never allowed to
 * outgrow a page: a long one (25 Anlagen with long titles, say) continues on a second page, numbered
 * on. Lines are estimated from the title length, erring long.
 */
export function indexPages(enclosures: readonly EnclosureLine[]): IndexRow[][] {
  const pages: IndexRow[][] = [[]];
  let budget = LINES_FIRST_PAGE;
  enclosures.forEach((line, index) => {
    const lines = linesOf(line);
    const page = pages[pages.length - 1] as IndexRow[];
    if (lines > budget && page.length > 0) {
      pages.push([]);
      budget = LINES_NEXT_PAGE;
    }
    (pages[pages.length - 1] as IndexRow[]).push({ number: index + 1, line });
    budget -= lines;
  });
  return pages;
}

export const isCompactIndex = (enclosures: readonly EnclosureLine[]) =>
  enclosures.reduce((sum, line) => sum + linesOf(line), 0) > ROOMY_LINES;

/** The Anlagenverzeichnis (kind 'attachment-index'): numbered titles with their dates, A4 pages. */
export function AttachmentIndexPage({ resume, enclosures }: AttachmentIndexPageProps) {
  const words = applicationWords(resume.locale);
  const design = coverDesign(resume.templateStyleName);
  const density = isCompactIndex(enclosures) ? 'compact' : 'normal';
  const pages = indexPages(enclosures);
  return (
    <div className="vt-document app-pages" style={templateVariables(resume)} lang={resume.locale}>
      {pages.map((rows, page) => (
        <article
          key={rows[0]?.number ?? 0}
          className={`vt-page app-index app-index--${design} app-index--${density}`}
        >
          <header className="app-index__head">
            <p className="app-index__name">{resume.personal.fullName}</p>
            {page === 0 ? (
              <h1 className="app-index__title">{words.index}</h1>
            ) : (
              <p className="app-index__title">{words.indexContinued}</p>
            )}
          </header>
          {rows.length === 0 ? (
            <p className="app-index__empty">{words.noEnclosures}</p>
          ) : (
            <ol className="app-index__list" start={rows[0]?.number}>
              {rows.map(({ number, line }) => (
                <li key={number} className="app-index__row">
                  <span className="app-index__number">{number}.</span>
                  <span className="app-index__entry">{line.title}</span>
                  {line.document_date !== '' && (
                    <span className="app-index__date">
                      {enclosureDate(line.document_date, resume.locale)}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </article>
      ))}
    </div>
  );
}
