import { useMutation } from '@tanstack/react-query';
import { type JobMatchResponse, jobMatchResponseSchema } from '@vita/shared/contracts';
import { apiRequest } from '../../api/client';
import { getItem } from '../../store/local-store';
import { flushPendingSaves } from '../save-status';

/** Sends the ad with the resume token; waits for pending saves so the server reads the newest CV. */
export function useJobMatch() {
  return useMutation({
    mutationFn: async (adText: string): Promise<JobMatchResponse> => {
      await flushPendingSaves();
      return apiRequest('/job-match', {
        body: { resume_token: getItem('resumeToken') ?? '', ad_text: adText },
        token: getItem('loginToken'),
        schema: jobMatchResponseSchema,
      });
    },
    networkMode: 'always',
  });
}
