import { useQuery } from '@tanstack/react-query';
import { fetchTranslationFields, translationFieldsQueryKey } from './translate-api';

/** The English version's fields still to translate (one query, shared by the button and the editor). */
export const useTranslationFields = (resumeToken: string | null, loginToken: string | null) =>
  useQuery({
    queryKey: translationFieldsQueryKey(resumeToken),
    queryFn: () => fetchTranslationFields(loginToken, resumeToken ?? ''),
    enabled: resumeToken !== null,
    select: (answer) => answer.data,
  });
