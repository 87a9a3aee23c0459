import { useCallback, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { snapshot } from '../../store/local-store';
import { RESUME_PART_KEYS, type ResumePartValues } from '../../store/resume-parts';
import { useResumeStore } from '../../store/resume-store';
import { finalResumeApi } from './final-resume-api';

/** Quiet time after the last change before the snapshot goes to the server. */
export const SNAPSHOT_DELAY_MS = 800;

const pick = (state: { values: ResumePartValues }) => {
  const picked = {} as Record<keyof ResumePartValues, unknown>;
  for (const key of RESUME_PART_KEYS) picked[key] = state.values[key];
  return picked;
};

/** Sends the local resume (snapshot and name) to the server: save-resume-object. */
export async function saveResumeObjectNow(): Promise<void> {
  const values = useResumeStore.getState().values;
  const token = values.resumeToken;
  if (!token) return;
  await finalResumeApi.saveResumeObject({
    resume_token: token,
    resume_json_data: snapshot(),
    ...(values.resumeName ? { resume_name: values.resumeName } : {}),
    ...(values.templateId !== null ? { resume_template_id: values.templateId } : {}),
  });
}

/**
 * While the final page is open, the server's copy of the resume object follows the local store
 * (on arrival and after each change), so `/final-resume?id=<token>` reopens what the visitor
 * sees, on any device. A failed background save is tried again with the next change; the
 * visitor's data stays in the browser either way.
 */
export function useSnapshotSync(enabled: boolean): () => Promise<void> {
  const parts = useResumeStore(useShallow(pick));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `parts` is the trigger: any change of the resume re-arms the timer.
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      saveResumeObjectNow().catch(() => undefined);
    }, SNAPSHOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, parts]);
  return useCallback(() => saveResumeObjectNow(), []);
}
