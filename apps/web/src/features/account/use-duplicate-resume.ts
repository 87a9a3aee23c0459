import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateResumeResponseSchema, type ResumeListItem } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/client';
import { showToast } from '../../components/toast';
import './port-texts';

/** POST /resume/duplicate with the login token: the copy, as the list shows it. */
export const duplicateResumeCall = (loginToken: string | null, resumeToken: string) =>
  apiRequest('/resume/duplicate', {
    token: loginToken,
    body: { resume_token: resumeToken },
    schema: duplicateResumeResponseSchema,
  });

/**
 * "Duplizieren" on My Resume: the copy joins the list at once (it is the newest, so first), without
 * waiting for the list's delayed reload; the toast names it.
 */
export function useDuplicateResume(loginToken: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ResumeListItem) => duplicateResumeCall(loginToken, item.resume_token),
    onSuccess: ({ data: copy }) => {
      queryClient.setQueryData<ResumeListItem[]>(['resume-listing', loginToken], (list) => [
        copy,
        ...(list ?? []),
      ]);
      showToast(t('port.duplicate.done', { name: copy.resume_name }), 'success');
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      showToast(t('port.duplicate.failed', { message }), 'error');
    },
  });
}
