import type { WebLinks } from '@vita/shared';
import type { ExtraSectionSubKey } from '@vita/shared/constants';
import { DEFAULT_TEMPLATE, type SectionName } from '@vita/shared/constants';
import { useCallback, useMemo } from 'react';
import { readPendingSaves, type SectionSave, useSectionSave } from '../../components/save-status';
import { isRecord } from '../../store/codecs';
import { getItem, type StoreValue } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { extraSectionSaveAction, type SectionSaveAction, type ServerCopy, serverIdOf } from './save-rules';
import { extraCoalesceKey, extraSectionCall } from './section-calls';

export type ExtraStoreKey =
  | 'accomplishments'
  | 'affiliations'
  | 'additionalInformation'
  | 'certifications'
  | 'hobbies'
  | 'webLinks';
type ValueOf<K extends ExtraStoreKey> = K extends 'webLinks' ? WebLinks : { data: string };

export interface ExtraSectionTarget<K extends ExtraStoreKey> {
  storeKey: K;
  subKey: Exclude<ExtraSectionSubKey, 'Language'>;
  section: SectionName;
}

const ok = { kind: 'done' } as const;
/** The server id of the local copy (a section value or the links: both carry `id`). */
const storedIdOf = (key: ExtraStoreKey): number | null => serverIdOf(getItem(key) as { id?: unknown } | null);
export type ApplyResult = typeof ok | { kind: 'failed' };

/**
 * One extra section (rich text or web links) through the save pattern: `write` keeps every
 * keystroke in the local copy (with the server id it has, 0 while none is confirmed); `apply`
 * carries out the save rule for the current value and resolves once the change is stored or
 * queued — or refused, when `<SaveStatus state={save}>` shows why.
 */
export function useExtraSectionSave<K extends ExtraStoreKey>(target: ExtraSectionTarget<K>) {
  const { storeKey, subKey, section } = target;
  const save: SectionSave = useSectionSave();
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const { run } = save;

  const store = useCallback(
    (value: ValueOf<K> | null, id: number | null) =>
      setValue(storeKey, value === null ? null : ({ ...value, id: id ?? 0 } as StoreValue<K>)),
    [setValue, storeKey],
  );

  const write = useCallback((value: ValueOf<K>) => store(value, storedIdOf(storeKey)), [store, storeKey]);

  const serverCopy = useCallback(
    (): ServerCopy => ({
      serverId: storedIdOf(storeKey),
      waiting: readPendingSaves().some((p) => p.coalesceKey === extraCoalesceKey(subKey)),
    }),
    [storeKey, subKey],
  );

  const carryOut = useCallback(
    async (action: SectionSaveAction, value: ValueOf<K>): Promise<ApplyResult> => {
      const ids = {
        resume_token: ensureResumeToken(),
        resume_template_id: getItem('templateId') ?? DEFAULT_TEMPLATE.id,
      };
      const call = extraSectionCall(action, ids, subKey, section, value);
      const removing = action.kind === 'delete' || action.kind === 'deleteBySection';
      if (call === null) {
        store(null, null);
        return ok;
      }
      const outcome = await run(call, {
        onSaved: (answer) => {
          if (removing || !('id' in answer)) store(null, null);
          else store(isRecord(answer.meta_value) ? (answer.meta_value as ValueOf<K>) : value, answer.id);
        },
        onQueued: () => store(removing ? null : value, storedIdOf(storeKey)),
      });
      if (outcome.kind !== 'failed') return ok;
      if (outcome.error.status === 404 && action.kind === 'edit') {
        // The server no longer has it (deleted elsewhere): add it again.
        return carryOut({ kind: 'add' }, value);
      }
      if (outcome.error.status === 404 && removing) {
        store(null, null); // already gone, or the resume was never stored: nothing to delete
        save.reset();
        return ok;
      }
      return { kind: 'failed' };
    },
    [ensureResumeToken, subKey, section, store, run, storeKey, save.reset],
  );

  /** Saves `value` by the save rule; `empty` says whether it counts as empty. */
  const apply = useCallback(
    (value: ValueOf<K>, empty: boolean) => carryOut(extraSectionSaveAction(serverCopy(), empty), value),
    [carryOut, serverCopy],
  );

  /** Discard Section: deletes what the server has (if anything) and clears the local copy. */
  const discard = useCallback(
    (value: ValueOf<K>) => carryOut(extraSectionSaveAction(serverCopy(), true), value),
    [carryOut, serverCopy],
  );

  /** Removes the local copy (an empty section that was never stored, left by Back). */
  const clear = useCallback(() => store(null, null), [store]);

  return useMemo(
    () => ({ save, write, apply, discard, serverCopy, clear }),
    [save, write, apply, discard, serverCopy, clear],
  );
}
