import { useQuery } from '@tanstack/react-query';
import { type JobRequirement, LETTER_TIGHTEN_MAX } from '@vita/shared/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { attachmentsApi } from '../../../api/attachments-api';
import { lettersApi } from '../../../api/letters-api';
import { JobMatchLauncher } from '../../../components/job-match/job-match-launcher';
import type { RichTextEditorHandle } from '../../../components/rich-text-editor';
import { paths } from '../../../flow/paths';
import { letterLocale } from '../../../letters/letter-skeleton';
import { getItem } from '../../../store/local-store';
import { useFinalDocument } from '../../../store/use-final-document';
import { requirementParagraph } from '../writing-help/requirement-sentence';
import { WritingHelpPanel } from '../writing-help/writing-help-panel';
import { LetterForm } from './letter-form';
import { LetterPdfButton } from './letter-pdf-button';
import { LetterPreview, OverflowNotice } from './letter-preview';
import { type EditableLetter, editableOf, type LetterAccess, useLetterAutosave } from './use-letter-autosave';
import { useLetterResume } from './use-letter-resume';
import './letter-editor.css';
import './letters-texts';

/** `/anschreiben/:id`: loads the letter (with the resume token or the login) and edits it. */
export function LetterEditorPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const access = useMemo<LetterAccess>(
    () => ({ resumeToken: getItem('resumeToken') ?? '', token: getItem('loginToken') }),
    [],
  );
  const query = useQuery({
    queryKey: ['letter', id],
    queryFn: () => lettersApi.get(id, access).then((response) => response.data),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  useEffect(() => {
    document.title = `${t('pages.letterEditor')} – Vita`;
  }, [t]);
  const letterResume = useLetterResume(query.data?.resume_token);
  // Saves go with the letter's own resume token, whichever resume the browser held when it opened.
  const letterToken = query.data?.resume_token;
  const letterAccess = useMemo<LetterAccess>(
    () => ({ resumeToken: letterToken ?? access.resumeToken, token: access.token }),
    [letterToken, access],
  );

  if (query.isError || !(Number.isInteger(id) && id > 0)) {
    return (
      <div className="le-page le-page--message">
        <h1>{t('letters.editor.title')}</h1>
        <p role="alert">{t('letters.editor.loadFailed', { message: query.error?.message ?? '' })}</p>
        <Link to={paths.finalResume}>{t('letters.editor.back')}</Link>
      </div>
    );
  }
  if (!query.data) return <p className="le-page le-page--message">{t('letters.editor.loading')}</p>;
  if (letterResume.state.kind === 'switching') {
    return <p className="le-page le-page--message">{t('myLetters.switching')}</p>;
  }
  if (letterResume.state.kind === 'failed') {
    return (
      <div className="le-page le-page--message">
        <h1>{t('letters.editor.title')}</h1>
        <p role="alert">{letterResume.state.message}</p>
        <button type="button" className="le-button" onClick={letterResume.retry}>
          {t('myLetters.retry')}
        </button>{' '}
        <Link to={paths.finalResume}>{t('letters.editor.back')}</Link>
      </div>
    );
  }
  return <LetterEditor id={id} initial={editableOf(query.data)} access={letterAccess} />;
}

function LetterEditor({
  id,
  initial,
  access,
}: {
  id: number;
  initial: EditableLetter;
  access: LetterAccess;
}) {
  const { t } = useTranslation();
  const doc = useFinalDocument();
  const locale = letterLocale(doc);
  const english = locale === 'en';
  // The Anlagen line as the Mappe prints it by default: every Anlage of the resume, in its order.
  const attachments = useQuery({
    queryKey: ['attachments', access.resumeToken],
    queryFn: () => attachmentsApi.list(access).then((answer) => answer.data),
    enabled: access.resumeToken !== '',
  });
  const enclosures = useMemo(
    () => (attachments.data ?? []).map((item) => ({ title: item.title, document_date: item.document_date })),
    [attachments.data],
  );
  const [letter, setLetter] = useState(initial);
  const [overflows, setOverflows] = useState(false);
  const [previewShown, setPreviewShown] = useState(false);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const { state, retry } = useLetterAutosave(id, letter, access);
  const change = (part: Partial<EditableLetter>) => setLetter((current) => ({ ...current, ...part }));
  // Appends a paragraph to the body; the editor takes the new value since it differs from its own.
  const insertIntoBody = (html: string) =>
    setLetter((current) => ({ ...current, body: `${current.body}${html}` }));

  return (
    <div className="le-page">
      <div className="le-page__head">
        <h1>{t('letters.editor.title')}</h1>
        <SaveStatus state={state} onRetry={() => void retry()} />
        <button
          type="button"
          className="le-button le-page__toggle"
          aria-expanded={previewShown}
          aria-controls="le-preview-column"
          onClick={() => setPreviewShown((shown) => !shown)}
        >
          {t('letters.editor.showPreview')}
        </button>
        <LetterPdfButton id={id} access={access} letter={letter} save={retry} />
        <Link className="le-page__back" to={paths.finalResume}>
          {t('letters.editor.back')}
        </Link>
      </div>
      <OverflowNotice
        overflows={overflows}
        tighten={letter.tighten}
        onTighten={() => change({ tighten: Math.min(letter.tighten + 1, LETTER_TIGHTEN_MAX) })}
      />
      <div className="le-page__columns">
        <div className="le-page__form">
          <LetterForm
            letter={letter}
            onChange={change}
            editorRef={editorRef}
            personal={doc.personal}
            locale={locale}
          />
          <section className="le-help" aria-label={t('letters.editor.help')}>
            {/* The requirement sentences are German: an English letter gets the match without them. */}
            <JobMatchLauncher
              onAddToLetter={
                english
                  ? undefined
                  : (requirement: JobRequirement) => insertIntoBody(requirementParagraph(requirement))
              }
            />
            <WritingHelpPanel
              resume={doc}
              letter={letter}
              onInsert={insertIntoBody}
              onReplaceBody={(body) => change({ body })}
              onChange={change}
              access={access}
            />
          </section>
        </div>
        <div
          id="le-preview-column"
          className={previewShown ? 'le-page__preview le-page__preview--shown' : 'le-page__preview'}
        >
          <LetterPreview doc={doc} letter={letter} enclosures={enclosures} onOverflow={setOverflows} />
        </div>
      </div>
    </div>
  );
}

function SaveStatus({
  state,
  onRetry,
}: {
  state: ReturnType<typeof useLetterAutosave>['state'];
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="le-save" role="status">
      {state.kind === 'saved' && t('letters.editor.saved')}
      {state.kind === 'saving' && t('letters.editor.saving')}
      {state.kind === 'error' && (
        <>
          <span className="le-save__error">{t('letters.editor.saveFailed', { message: state.message })}</span>{' '}
          <button type="button" className="le-button le-button--quiet" onClick={onRetry}>
            {t('letters.editor.retry')}
          </button>
        </>
      )}
    </div>
  );
}
