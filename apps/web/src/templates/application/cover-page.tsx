import type { EnclosureLine, LetterFields } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { templateShowsPhoto } from '../registry';
import { templateVariables } from '../shared/format-vars';
import { ContactLines, ResumePhoto } from '../shared/personal-details';
import { templateWords } from '../shared/template-words';
import { applicationWords } from './application-words';
import { coverDesign } from './cover-design';
import '../shared/shared.css';
import './application-pages.css';

export interface CoverPageProps {
  resume: ResumeDocument;
  letter: LetterFields | null;
  enclosures: readonly EnclosureLine[];
}

/**
 * Above this many Anlagen the Deckblatt names the first ones and points to the Anlagenverzeichnis:
 * the list must never push the page past one A4 sheet.
 */
export const COVER_MAX_LISTED = 12;

/** The newest job title: what the applicant is, when no letter names the position. */
function newestTitle(resume: ResumeDocument): string {
  const work = resume.sections.find((section) => section.key === 'work');
  return work?.kind === 'entries' ? (work.entries[0]?.title ?? '') : '';
}

const initialsOf = (resume: ResumeDocument) =>
  [resume.personal.firstName, resume.personal.lastName].map((name) => name.trim().charAt(0)).join('');

/**
 * The Deckblatt (kind 'cover'): name, "Bewerbung als …" "bei …", contact, photo when there is one
 * and the template shows photos, and the list of enclosed documents. Exactly one A4 page.
 */
export function CoverPage({ resume, letter, enclosures }: CoverPageProps) {
  const words = applicationWords(resume.locale);
  const design = coverDesign(resume.templateStyleName);
  const position = letter?.position.trim() || newestTitle(resume);
  const company = letter?.recipient.company.trim() ?? '';
  const photo = templateShowsPhoto(resume.templateStyleName) ? resume.personal.photo : null;
  const documents = [
    ...(letter ? [{ key: 'letter', title: words.letter }] : []),
    { key: 'resume', title: words.resume },
    ...enclosures.map((line, position) => ({ key: `anlage-${position}`, title: line.title })),
  ];
  const listed = documents.length > COVER_MAX_LISTED + 1 ? documents.slice(0, COVER_MAX_LISTED) : documents;
  const hidden = documents.length - listed.length;
  const name = resume.personal.fullName;
  return (
    <div className="vt-document app-pages" style={templateVariables(resume)} lang={resume.locale}>
      <article className={`vt-page app-cover app-cover--${design}${photo ? ' app-cover--photo' : ''}`}>
        <div className="app-cover__mast">
          {design === 'monogram' && initialsOf(resume) !== '' && (
            <p className="app-cover__initials" aria-hidden="true">
              {initialsOf(resume)}
            </p>
          )}
          {photo && (
            <ResumePhoto
              photo={photo}
              alt={templateWords(resume.locale).photoOf(name)}
              className="app-cover__photo"
            />
          )}
          <p className="app-cover__kicker">{words.application}</p>
          {position !== '' && (
            <p className="app-cover__position">
              <span className="app-cover__as">{words.as} </span>
              {position}
            </p>
          )}
          {company !== '' && (
            <p className="app-cover__company">
              {words.at} {company}
            </p>
          )}
        </div>
        <div className="app-cover__body">
          <h1 className="app-cover__name">{name}</h1>
          <ContactLines personal={resume.personal} className="app-cover__contact" />
          <h2 className="app-cover__heading">{words.enclosures}</h2>
          <ul className="app-cover__documents">
            {listed.map((document) => (
              <li key={document.key}>{document.title}</li>
            ))}
            {hidden > 0 && <li className="app-cover__more">{words.more(hidden)}</li>}
          </ul>
        </div>
      </article>
    </div>
  );
}
