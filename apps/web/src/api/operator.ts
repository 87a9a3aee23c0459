/**
 * Who runs this Vita (GET /operator, from the server's OPERATOR_* configuration). The legal
 * pages and the payment page name the operator from it; it changes only with a restart.
 */

import { useQuery } from '@tanstack/react-query';
import type { Operator } from '@vita/shared';
import { type ApiData, apiRequest } from './client';

export const operatorQueryKey = ['operator'] as const;

export function useOperator(): Operator | null {
  const { data } = useQuery({
    queryKey: operatorQueryKey,
    queryFn: async () => (await apiRequest<ApiData<Operator>>('/operator')).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return data ?? null;
}
