import { create } from 'zustand';
import { EMPTY_FLOW_STATE, type FlowState } from '../flow/flow-state';
import {
  clearAll,
  clearResumeData,
  getItem,
  readAll,
  restoreSnapshot,
  type StoreKeyName,
  type StoreValue,
  type StoreValues,
  setItem,
} from './local-store';
import { createResumeToken, rememberTokenMadeHere } from './resume-token';

/**
 * React's mirror of the local store: components read `values` and re-render on each write, so the
 * live preview follows every keystroke. Writes go to localStorage first, then to the mirror.
 */
interface ResumeStore {
  values: StoreValues;
  set<K extends StoreKeyName>(name: K, value: StoreValue<K> | null): void;
  /** Re-reads local storage (another tab wrote, or a snapshot was restored). */
  reload(): void;
  clearResumeData(): void;
  clearAll(): void;
  restoreSnapshot(data: Record<string, unknown>): void;
  /** The resume token, created (128 random bits) when none exists yet. */
  ensureResumeToken(): string;
}

export const useResumeStore = create<ResumeStore>()((set, get) => ({
  values: readAll(),
  set: (name, value) => {
    setItem(name, value);
    set((state) => ({ values: { ...state.values, [name]: value } }));
  },
  reload: () => set({ values: readAll() }),
  clearResumeData: () => {
    clearResumeData();
    set({ values: readAll() });
  },
  clearAll: () => {
    clearAll();
    set({ values: readAll() });
  },
  restoreSnapshot: (data) => {
    restoreSnapshot(data);
    set({ values: readAll() });
  },
  ensureResumeToken: () => {
    const existing = get().values.resumeToken ?? getItem('resumeToken');
    if (existing) return existing;
    const token = createResumeToken();
    rememberTokenMadeHere(token);
    get().set('resumeToken', token);
    return token;
  },
}));

export const useStoreValue = <K extends StoreKeyName>(name: K): StoreValue<K> | null =>
  useResumeStore((state) => state.values[name]);

const hasText = (html: string | undefined | null): boolean =>
  !!html &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** The facts the navigation rules read, from the stored values. */
export function selectFlowState(values: StoreValues): FlowState {
  const languages = values.languages;
  const nativeLanguage = languages?.native?.some((n) => n.nativeLang?.trim()) ?? false;
  const foreignLanguage = languages?.languages?.some((l) => l.language?.trim()) ?? false;
  const links = values.webLinks;
  return {
    ...EMPTY_FLOW_STATE,
    finalMode: values.finalResume === true,
    isStudent: values.isStudent,
    experienceLevel: values.experienceLevel,
    hasResumeToken: values.resumeToken !== null,
    hasHeadingEmail: !!values.heading?.email?.trim(),
    hasJobs: (values.work?.length ?? 0) > 0,
    hasDegrees: (values.education?.length ?? 0) > 0,
    hasSkills: hasText(values.skills?.data),
    hasSummary: hasText(values.summary?.data),
    hasNativeLanguage: nativeLanguage,
    hasLanguageData: nativeLanguage || foreignLanguage,
    hasWebLinks: !!links && [links.link1, links.link2, links.link3].some((l) => !!l?.trim()),
    lastPath: values.lastPath,
    extraSections: values.extraSections ?? EMPTY_FLOW_STATE.extraSections,
    customSectionIds: {
      one: values.customSectionOne?.id ?? null,
      two: values.customSectionTwo?.id ?? null,
    },
  };
}

const sameFlowState = (a: FlowState, b: FlowState): boolean =>
  (Object.keys(b) as (keyof FlowState)[]).every((key) => {
    const left = a[key];
    const right = b[key];
    if (Object.is(left, right)) return true;
    if (Array.isArray(left) && Array.isArray(right))
      return left.length === right.length && left.every((item, index) => item === right[index]);
    if (key === 'customSectionIds')
      return (
        a.customSectionIds.one === b.customSectionIds.one && a.customSectionIds.two === b.customSectionIds.two
      );
    return false;
  });

/** The flow facts of the latest store state, the same object while they stay equal in value. */
let lastFlow: { values: StoreValues; flow: FlowState } | null = null;
function currentFlowState(values: StoreValues): FlowState {
  if (lastFlow?.values === values) return lastFlow.flow;
  const next = selectFlowState(values);
  const flow = lastFlow && sameFlowState(lastFlow.flow, next) ? lastFlow.flow : next;
  lastFlow = { values, flow };
  return flow;
}

/**
 * The flow facts, re-rendering only when one of them changes: typing a street or a description
 * changes none of them, so the progress bar and the page frames around a form stay as they are.
 */
export function useFlowState(): FlowState {
  return useResumeStore((state) => currentFlowState(state.values));
}
