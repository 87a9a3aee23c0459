import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate, type SourceChange } from '@vita/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { acceptSourceChanges, fetchSourceChanges } from '../../api/english-version-api';
import { flushPendingSaves } from '../../components/save-status';
import { showToast } from '../../components/toast';
import { finalResumeHref } from '../../session/resume-links';
import { reopenResume } from '../../store/reopen-resume';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import { valuesFromMeta } from '../../store/stored-parts';
import { storedResumeApi } from '../../store/stored-resume-api';
import './texts';

const DATE_FIELDS = new Set([
  'startMonth',
  'startYear',
  'endMonth',
  'endYear',
  'check',
  'studyStartMonth',
  'studyStartYear',
  'studyEndMonth',
  'studyEndYear',
  'gMonth',
  'gYear',
]);
const PLACE_FIELDS = new Set(['city', 'country', 'pincode', 'slname']);

/** What changed in an entry, in the interface's words: "Zeitraum, Ort". */
function changedParts(change: SourceChange, t: TFunction): string {
  const parts = new Set<string>();
  for (const field of change.fields) {
    if (DATE_FIELDS.has(field)) parts.add(t('final.sourceChanges.field.dates'));
    else if (PLACE_FIELDS.has(field)) parts.add(t('final.sourceChanges.field.place'));
    else if (field === 'title') parts.add(t(`final.sourceChanges.field.title.${change.section}`));
    else if (field === 'pointer') parts.add(t('final.sourceChanges.field.grade'));
    else parts.add(t(`final.sourceChanges.field.name.${change.section}`));
  }
  return [...parts].join(', ');
}

/**
 * On an English version's final page: the entries of the German source that changed since the
 * version was made ("Im deutschen Lebenslauf geändert am …"), and "Übernehmen", which takes new
 * entries and changed dates over and keeps every English text the applicant wrote.
 */
export function SourceChanges() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resumeToken = useStoreValue('resumeToken');
  const loginToken = useStoreValue('loginToken');
  const language = useStoreValue('documentLanguage');
  const queryKey = ['source-changes', resumeToken];
  const changes = useQuery({
    queryKey,
    queryFn: () => fetchSourceChanges(loginToken, resumeToken ?? ''),
    enabled: language === 'en' && resumeToken !== null,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: async () => {
      const token = resumeToken ?? '';
      await flushPendingSaves().catch(() => undefined);
      const answer = await acceptSourceChanges(loginToken, token);
      // The browser's copy of the entries takes what the server now holds.
      const { data } = await storedResumeApi.stored(token);
      const values = valuesFromMeta({ education: data.meta.education, 'work-expr': data.meta['work-expr'] });
      const store = useResumeStore.getState();
      store.set('work', values.work ?? []);
      store.set('education', values.education ?? []);
      return answer;
    },
    onSuccess: () => {
      showToast(t('final.sourceChanges.done'), 'success');
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => showToast(t('final.sourceChanges.failed', { message: error.message }), 'error'),
  });

  // The German CV opens as My Resume opens a resume: laid into the store first, so the final page
  // holds it and does not ask whether to open a link to another resume.
  const openSource = async (token: string) => {
    await flushPendingSaves().catch(() => undefined);
    await reopenResume(token).catch(() => undefined);
    navigate(finalResumeHref(token));
  };

  const list = changes.data?.data.changes ?? [];
  const sourceToken = changes.data?.data.source_token ?? null;
  if (language !== 'en' || sourceToken === null) return null;
  const date = formatDisplayDate(changes.data?.data.changed_at, i18n.resolvedLanguage ?? 'de', 'long') ?? '';
  return (
    <>
      {list.length > 0 && (
        <section
          className="final-actions__note final-source-changes"
          aria-labelledby="final-source-changes-title"
        >
          <h2 id="final-source-changes-title" className="final-source-changes__title">
            {date ? t('final.sourceChanges.title', { date }) : t('final.sourceChanges.titleUndated')}
          </h2>
          <ul className="final-source-changes__list">
            {list.map((change) => (
              <li key={`${change.section}-${change.kind}-${change.index}`}>
                {t(`final.sourceChanges.${change.kind}`, {
                  section: t(`final.sourceChanges.section.${change.section}`),
                  entry: [change.title, change.name].filter(Boolean).join(', '),
                  what: changedParts(change, t),
                })}
              </li>
            ))}
          </ul>
          <p className="final-source-changes__hint">{t('final.sourceChanges.hint')}</p>
          <button
            type="button"
            className="final-actions__spellcheck"
            aria-busy={accept.isPending}
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {accept.isPending ? t('final.sourceChanges.working') : t('final.sourceChanges.accept')}
          </button>
        </section>
      )}
      <button
        type="button"
        className="final-source-changes__open"
        onClick={() => void openSource(sourceToken)}
      >
        {t('final.sourceChanges.openSource')}
      </button>
    </>
  );
}
