import { useQuery } from '@tanstack/react-query';
import type { occupationMatchResponseSchema } from '@vita/shared';
import { CATALOGUE_LIMITS } from '@vita/shared/constants';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';

type OccupationMatchResponse = z.output<typeof occupationMatchResponseSchema>;

const matchOccupation = (title: string, signal: AbortSignal) =>
  apiRequest<OccupationMatchResponse>('/resume/occupation-match', {
    body: { title: title.slice(0, CATALOGUE_LIMITS.title) },
    signal,
  }).then((response) => response.occupation);

function useMatch(title: string) {
  const typed = title.trim();
  return useQuery({
    queryKey: ['occupation-match', typed],
    queryFn: ({ signal }) => matchOccupation(typed, signal),
    enabled: typed !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The ISCO-08 group of the occupation the one occupation matcher names for the letter's position,
 * else for the newest job title (the same answer every other step gets); undefined while it is
 * asked, when it names none, or when it cannot be reached.
 */
export function useOccupationGroup(position: string, newestTitle: string): string | undefined {
  const byPosition = useMatch(position);
  const byJob = useMatch(newestTitle);
  return byPosition.data?.isco_group ?? byJob.data?.isco_group;
}
