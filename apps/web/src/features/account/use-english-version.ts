import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeListItem } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { createEnglishVersion } from '../../api/english-version-api';
import { showToast } from '../../components/toast';
import './port-texts';

/**
 * "Englische Fassung erstellen" on My Resume: the English version joins the list beside its source
 * (first, as the newest) and opens on the final page.
 */
export function useEnglishVersion(loginToken: string | null, open: (item: ResumeListItem) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: ResumeListItem): Promise<ResumeListItem> => {
      const { data } = await createEnglishVersion(loginToken, item.resume_token);
      const now = new Date().toISOString();
      return {
        resume_name: `${item.resume_name.trim() || 'Lebenslauf'} (English)`,
        resume_token: data.resume_token,
        // An older server sends no strength: the source's until the list is read again.
        resume_strength: data.resume_strength ?? item.resume_strength,
        resume_details: [{ created_at: now, updated_at: now }],
        document_language: 'en',
        untranslated_count: data.untranslated_count,
      };
    },
    onSuccess: (created) => {
      queryClient.setQueryData<ResumeListItem[]>(['resume-listing', loginToken], (list) => [
        created,
        ...(list ?? []),
      ]);
      open(created);
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      showToast(t('port.englishVersion.failed', { message }), 'error');
    },
  });
}
