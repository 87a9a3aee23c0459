import type { LanguageLevel } from '@vita/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import {
  emptyForeign,
  emptyNative,
  formFromStored,
  type LanguagesForm,
  languagesSaveAction,
  removeForeign,
  removeNative,
  toDraftValue,
  toLanguagesValue,
  withLevel,
} from './language-rows';
import { UNSAVED_ID, useLanguagesSave } from './use-languages';

/** Where the focus goes after a row was added or removed: the new or the neighbouring field. */
function useRowFocus() {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    inputs.current.get(pending)?.focus();
    setPending(null);
  }, [pending]);
  const inputRef = useCallback(
    (key: string) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(key, element);
      else inputs.current.delete(key);
    },
    [],
  );
  return { inputRef, focusRow: setPending };
}

const neighbour = (rows: readonly { key: string }[], key: string): string | null => {
  const index = rows.findIndex((row) => row.key === key);
  const rest = rows.filter((row) => row.key !== key);
  return rest[Math.max(0, index - 1)]?.key ?? null;
};

/**
 * The /lngg form: native and foreign rows, each change in the local store at once, focus moved
 * to the row added or the neighbour of the one removed, and `leave` that saves as 01 §2 says.
 */
export function useLanguagesForm() {
  const navigate = useNavigate();
  const setValue = useResumeStore((s) => s.set);
  const { save, store, remove } = useLanguagesSave();
  const { inputRef, focusRow } = useRowFocus();

  const [opened] = useState(() => getItem('languages'));
  const [form, setForm] = useState<LanguagesForm>(() => formFromStored(opened));
  const touched = useRef(false);

  // Every change goes to the local store at once: nothing typed is lost, the preview follows.
  const update = (next: LanguagesForm) => {
    touched.current = true;
    setForm(next);
    setValue('languages', {
      id: getItem('languages')?.id ?? opened?.id ?? UNSAVED_ID,
      ...toDraftValue(next),
    });
  };

  const setNative = (key: string, nativeLang: string) =>
    update({ ...form, native: form.native.map((row) => (row.key === key ? { ...row, nativeLang } : row)) });
  const addNative = () => {
    const row = emptyNative();
    update({ ...form, native: [...form.native, row] });
    focusRow(row.key);
  };
  const deleteNative = (key: string) => {
    update({ ...form, native: removeNative(form.native, key) });
    focusRow(neighbour(form.native, key));
  };

  const setLanguage = (key: string, language: string) =>
    update({
      ...form,
      languages: form.languages.map((row) => (row.key === key ? { ...row, language } : row)),
    });
  const setLevel = (key: string, level: LanguageLevel) =>
    update({
      ...form,
      languages: form.languages.map((row) => (row.key === key ? withLevel(row, level) : row)),
    });
  const addForeign = () => {
    const row = emptyForeign();
    update({ ...form, languages: [...form.languages, row] });
    focusRow(row.key);
  };
  const deleteForeign = (key: string) => {
    const next = removeForeign(form.languages, key);
    update({ ...form, languages: next });
    focusRow(neighbour(form.languages, key) ?? next[0]?.key ?? null);
  };

  /** Next saves (01 §2); Back saves only when something changed. */
  const leave = (to: string, always: boolean) => {
    if (save.status === 'pending') return;
    if (!always && !touched.current) {
      navigate(to);
      return;
    }
    const action = languagesSaveAction(form, opened !== null);
    if (action === 'save') void store(toLanguagesValue(form), () => navigate(to));
    else if (action === 'delete') void remove(() => navigate(to));
    else {
      setValue('languages', null);
      navigate(to);
    }
  };

  return {
    form,
    save,
    inputRef,
    leave,
    native: { onChange: setNative, onAdd: addNative, onRemove: deleteNative },
    foreign: { onChange: setLanguage, onLevel: setLevel, onAdd: addForeign, onRemove: deleteForeign },
  };
}
