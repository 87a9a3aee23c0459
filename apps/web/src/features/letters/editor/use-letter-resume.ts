import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flushPendingSaves } from '../../../components/save-status';
import { getItem } from '../../../store/local-store';
import { ReopenError, reopenResume } from '../../../store/reopen-resume';
import './my-letters-texts';

export type LetterResumeState =
  | { kind: 'ready' }
  | { kind: 'switching' }
  | { kind: 'failed'; message: string };

const holds = (token: string | undefined) => token === undefined || token === getItem('resumeToken');

/**
 * The editor shows the letter beside its own resume (heading, template, signature): a letter
 * opened from My Resume may belong to a resume this browser does not hold. Then the saves still
 * waiting for the current resume are sent first (a flush after the switch would lay their lists
 * over the other resume), and the letter's resume is reopened as the final page's `?id=` does,
 * which also remembers the one it replaces. Offline, nothing is switched.
 */
export function useLetterResume(resumeToken: string | undefined) {
  const { t } = useTranslation();
  const [state, setState] = useState<LetterResumeState>(() =>
    holds(resumeToken) ? { kind: 'ready' } : { kind: 'switching' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger
  useEffect(() => {
    if (resumeToken === undefined || holds(resumeToken)) {
      setState({ kind: 'ready' });
      return;
    }
    let live = true;
    setState({ kind: 'switching' });
    const switchResume = async (): Promise<LetterResumeState> => {
      try {
        await flushPendingSaves();
      } catch {
        return { kind: 'failed', message: t('myLetters.switchPending') };
      }
      try {
        await reopenResume(resumeToken);
      } catch (error) {
        // An empty resume is still the letter's: the letter is edited with the heading left blank.
        if (!(error instanceof ReopenError)) {
          const message = error instanceof Error ? error.message : String(error);
          return { kind: 'failed', message: t('myLetters.switchFailed', { message }) };
        }
      }
      return { kind: 'ready' };
    };
    void switchResume().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [resumeToken, attempt, t]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
