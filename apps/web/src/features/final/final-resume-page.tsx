import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { LivePreview } from '../../components/preview';
import { Toaster } from '../../components/toast';
import { useResumeStore } from '../../store/resume-store';
import { DownloadDialog } from './download/download-dialog';
import { FinalSidebar } from './final-sidebar';
import { SpellCheckMode } from './spellcheck/spell-check-mode';
import { FinalToolbar } from './toolbar/final-toolbar';
import './final.css';

/** 01 §9: the final page's loader lasts about 1 s, or 2 s when a resume is reopened by id. */
export const LOADER_MS = 1000;
export const LOADER_WITH_ID_MS = 2000;

/**
 * /final-resume (01 §2): the finished resume, large, with the sidebar (edit links, spell check,
 * download, account actions) and the bottom toolbar (template, colour, formatting). Opening it
 * switches the wizard to edit mode: every page returns here (FinalResume flag).
 */
export function FinalResumePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tokenFromQuery = search.get('id');
  const setValue = useResumeStore((s) => s.set);
  const [loading, setLoading] = useState(true);
  const [spellCheck, setSpellCheck] = useState(false);
  const [downloadOpen, setDownloadOpen] = useState(false);

  useEffect(() => {
    setValue('finalResume', true);
  }, [setValue]);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), tokenFromQuery ? LOADER_WITH_ID_MS : LOADER_MS);
    return () => clearTimeout(timer);
  }, [tokenFromQuery]);

  if (loading) return <PageLoader label={t('final.loading')} />;

  return (
    <div className="final-page">
      <h1 className="visually-hidden">{t('pages.finalResume')}</h1>
      <div className="final-page__body">
        <FinalSidebar
          spellCheckActive={spellCheck}
          onSpellCheck={() => setSpellCheck((on) => !on)}
          onDownload={() => setDownloadOpen(true)}
        />
        <section className="final-page__preview" aria-label={t('final.previewLabel')}>
          {spellCheck ? <SpellCheckMode onClose={() => setSpellCheck(false)} /> : <LivePreview />}
        </section>
      </div>
      <div className="final-page__toolbar">
        <FinalToolbar />
      </div>
      <DownloadDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />
      <Toaster />
    </div>
  );
}
