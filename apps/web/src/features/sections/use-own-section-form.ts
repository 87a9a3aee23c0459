import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readOwnTitleDraft, writeOwnTitleDraft } from './checklist-draft';
import { useCustomSectionAdder } from './use-custom-section-adder';

/**
 * The 'Add Your Own' form's state: the title (kept as a draft across reloads), the missing-title
 * error, the polite 'added' line, and where focus goes when the input becomes disabled.
 */
export function useOwnSectionForm() {
  const { t } = useTranslation();
  const adder = useCustomSectionAdder();
  const { add, state, reset, full } = adder;
  const [title, setTitle] = useState(readOwnTitleDraft);
  const [missing, setMissing] = useState(false);
  const [added, setAdded] = useState('');
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasFull = useRef(full);

  // The input is disabled once both exist (after an add, or the 409's listing): keyboard focus
  // that was in it moves to the list rather than falling back to the page.
  useEffect(() => {
    const active = document.activeElement;
    if (full && !wasFull.current && (active === inputRef.current || active === document.body)) {
      listTitleRef.current?.focus();
    }
    wasFull.current = full;
  }, [full]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (full || state.status === 'pending') return;
    const trimmed = title.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    setAdded('');
    const answer = await add(trimmed);
    if (answer) {
      setTitle('');
      writeOwnTitleDraft('');
      setAdded(t('sections.addSection.ownAdded', { title: answer.meta_value.title }));
    }
  };

  const changeTitle = (value: string) => {
    setTitle(value);
    writeOwnTitleDraft(value);
    if (value.trim() !== '') setMissing(false);
    if (state.status === 'error') reset();
  };

  return { ...adder, title, changeTitle, missing, added, submit, inputRef, listTitleRef };
}
