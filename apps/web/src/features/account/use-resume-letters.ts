import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Letter } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { lettersApi } from '../../api/letters-api';
import { showToast } from '../../components/toast';
import './my-letters-texts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The name My Resume shows: the letter's own, else its employer, else "Anschreiben ohne Namen". */
export function useLetterName(): (letter: Letter) => string {
  const { t } = useTranslation();
  return (letter) => letter.name.trim() || letter.recipient.company.trim() || t('myLetters.untitled');
}

/**
 * One resume's letters on My Resume, with rename, duplicate and delete. The list shares its query
 * key with the final page's list and the Mappe dialog, so a change here shows there too. Owned
 * resumes' letters are reached with the login; the resume token names the resume.
 */
export function useResumeLetters(resumeToken: string, loginToken: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameOf = useLetterName();
  const key = ['letters', resumeToken];
  const access = { resumeToken, token: loginToken };
  const edit = (change: (list: Letter[]) => Letter[]) =>
    queryClient.setQueryData<Letter[]>(key, (list) => change(list ?? []));

  const list = useQuery({
    queryKey: key,
    queryFn: () => lettersApi.list(access).then((answer) => answer.data),
    retry: false,
  });

  const rename = useMutation({
    mutationFn: ({ letter, name }: { letter: Letter; name: string }) =>
      lettersApi.update(letter.id, { name }, access),
    onSuccess: ({ data }) => {
      edit((letters) => letters.map((letter) => (letter.id === data.id ? data : letter)));
      showToast(t('myLetters.renamed', { name: nameOf(data) }), 'success');
    },
  });

  const duplicate = useMutation({
    mutationFn: (letter: Letter) => lettersApi.duplicate(letter.id, access),
    onSuccess: ({ data }) => {
      edit((letters) => [...letters, data]);
      showToast(t('myLetters.duplicated', { name: nameOf(data) }), 'success');
    },
    onError: (error) => showToast(t('myLetters.duplicateFailed', { message: messageOf(error) }), 'error'),
  });

  const remove = useMutation({
    mutationFn: (letter: Letter) => lettersApi.remove(letter.id, access),
    onSuccess: ({ data }) => {
      edit((letters) => letters.filter((letter) => letter.id !== data.id));
      showToast(t('myLetters.deleted', { name: nameOf(data) }), 'success');
    },
  });

  return { list, rename, duplicate, remove, nameOf };
}
