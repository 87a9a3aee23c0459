import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, TrackedApplication } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { withStatus } from './board-moves';
import { trackerApi } from './tracker-api';

export const TRACKER_KEY = ['tracked-applications'];
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The account's applications, and a status move that shows at once and is undone if the server refuses. */
export function useTracker(loginToken: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: TRACKER_KEY,
    queryFn: () => trackerApi.list(loginToken).then((answer) => answer.data),
    enabled: loginToken !== null,
    retry: false,
  });
  const move = useMutation({
    mutationFn: ({ application, status }: { application: TrackedApplication; status: ApplicationStatus }) =>
      trackerApi.update(loginToken, application.id, { status }),
    onMutate: ({ application, status }) => {
      const before = queryClient.getQueryData<TrackedApplication[]>(TRACKER_KEY);
      queryClient.setQueryData<TrackedApplication[]>(TRACKER_KEY, (current) =>
        withStatus(current ?? [], application.id, status),
      );
      return { before };
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TrackedApplication[]>(TRACKER_KEY, (current) =>
        (current ?? []).map((application) => (application.id === data.id ? data : application)),
      );
      queryClient.setQueryData(['tracked-application', data.id], data);
      showToast(
        t('tracker.moved', { company: data.company, status: t(`tracker.status.${data.status}`) }),
        'success',
      );
    },
    onError: (error, _move, context) => {
      queryClient.setQueryData(TRACKER_KEY, context?.before);
      showToast(t('tracker.moveFailed', { message: messageOf(error) }), 'error');
    },
  });
  return {
    list,
    move: (application: TrackedApplication, status: ApplicationStatus) =>
      move.mutate({ application, status }),
  };
}
