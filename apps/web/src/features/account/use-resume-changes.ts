import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResumeResponseSchema, type ResumeListItem, renameResumeResponseSchema } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/client';
import { showToast } from '../../components/toast';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import '../../session/account-texts';

/**
 * "Umbenennen" and "Löschen" of a CV on My Resume (POST /resume/rename, /resume/delete-resume with
 * the login): the list changes at once, without waiting for its delayed reload; a toast names
 * the CV. A deleted CV that this browser still holds leaves the browser too, so that no later
 * save brings it back.
 */
export function useResumeChanges(loginToken: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const edit = (change: (list: ResumeListItem[]) => ResumeListItem[]) =>
    queryClient.setQueryData<ResumeListItem[]>(['resume-listing', loginToken], (list) => change(list ?? []));

  const rename = useMutation({
    mutationFn: ({ item, name }: { item: ResumeListItem; name: string }) =>
      apiRequest('/resume/rename', {
        token: loginToken,
        body: { resume_token: item.resume_token, resume_name: name },
        schema: renameResumeResponseSchema,
      }),
    onSuccess: ({ data }) => {
      edit((list) => list.map((item) => (item.resume_token === data.resume_token ? data : item)));
      if (getItem('resumeToken') === data.resume_token)
        useResumeStore.getState().set('resumeName', data.resume_name);
      showToast(t('account.customer.renamed', { name: data.resume_name }), 'success');
    },
  });

  const remove = useMutation({
    mutationFn: ({ item }: { item: ResumeListItem; name: string }) =>
      apiRequest('/resume/delete-resume', {
        token: loginToken,
        body: { resume_token: item.resume_token },
        schema: deleteResumeResponseSchema,
      }),
    onSuccess: ({ data }, { name }) => {
      edit((list) => list.filter((item) => item.resume_token !== data.resume_token));
      if (getItem('resumeToken') === data.resume_token) useResumeStore.getState().clearResumeData();
      showToast(t('account.customer.deleted', { name }), 'success');
    },
  });

  return { rename, remove };
}
