import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createEnglishVersion } from '../../api/english-version-api';
import { flushPendingSaves } from '../../components/save-status';
import { showToast } from '../../components/toast';
import { finalResumeHref } from '../../session/resume-links';
import { reopenResume } from '../../store/reopen-resume';
import { useStoreValue } from '../../store/resume-store';
import { TranslateButton } from './translate/translate-button';
import './texts';

/**
 * "Englische Fassung erstellen": the server makes an English resume from the stored one and the
 * final page opens it. On an English version it says what is still the applicant's to translate.
 */
export function EnglishVersionAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resumeToken = useStoreValue('resumeToken');
  const loginToken = useStoreValue('loginToken');
  const language = useStoreValue('documentLanguage');
  const [busy, setBusy] = useState(false);

  if (language === 'en') return <EnglishVersionNote resumeToken={resumeToken} loginToken={loginToken} />;
  if (!resumeToken) return null;

  const create = async () => {
    setBusy(true);
    try {
      // What the server has not received yet belongs in the translation too.
      await flushPendingSaves().catch(() => undefined);
      const { data } = await createEnglishVersion(loginToken, resumeToken);
      showToast(
        data.untranslated_count > 0
          ? t('final.englishVersion.done', { count: data.untranslated_count })
          : t('final.englishVersion.doneAll'),
        'success',
      );
      // Laid into the store first, as My Resume opens a resume: the final page then holds it and
      // does not ask whether to open a link to another resume.
      await reopenResume(data.resume_token).catch(() => undefined);
      navigate(finalResumeHref(data.resume_token));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      showToast(t('final.englishVersion.failed', { message }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="final-actions__spellcheck"
      aria-busy={busy}
      disabled={busy}
      onClick={create}
    >
      {busy ? t('final.englishVersion.working') : t('final.englishVersion.action')}
    </button>
  );
}

/** On an English version: what is still German, and the way into the side-by-side editor. */
function EnglishVersionNote({
  resumeToken,
  loginToken,
}: {
  resumeToken: string | null;
  loginToken: string | null;
}) {
  const { t } = useTranslation();
  const untranslated = useStoreValue('untranslated')?.length ?? 0;
  return (
    <div className="final-actions__note" data-testid="english-version-note">
      <p className="final-actions__note-text">
        <strong>{t('final.englishVersion.badge')}</strong>{' '}
        {untranslated > 0
          ? t('final.englishVersion.untranslated', { count: untranslated })
          : t('final.englishVersion.translated')}{' '}
        {untranslated > 0 ? t('final.englishVersion.hint') : null}
      </p>
      {resumeToken && <TranslateButton resumeToken={resumeToken} loginToken={loginToken} />}
    </div>
  );
}
