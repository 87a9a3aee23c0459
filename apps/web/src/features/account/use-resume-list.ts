import { useQuery } from '@tanstack/react-query';
import type { ResumeListItem } from '@vita/shared';
import { accountApi } from '../../api/account-api';

/** 02 §2.7, §9: the list is fetched after a 1 second delay. */
export const RESUME_LIST_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /resume-listing with the login token, after the spec's delay. */
export function useResumeList(loginToken: string | null, delayMs = RESUME_LIST_DELAY_MS) {
  return useQuery<ResumeListItem[]>({
    queryKey: ['resume-listing', loginToken],
    enabled: !!loginToken,
    staleTime: 0,
    queryFn: async () => {
      if (delayMs > 0) await wait(delayMs);
      return (await accountApi.resumeListing(loginToken)).data;
    },
  });
}
