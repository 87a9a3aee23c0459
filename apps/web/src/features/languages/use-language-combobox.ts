import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { filterLanguages } from './language-filter';
import { type LanguageOption, useLanguageSearch } from './use-languages';

const MAX_OPTIONS = 60;

/**
 * The language combobox's state: whether the list is open, the highlighted option, the options
 * (the server's search once something is typed, the local list until it answers) and the keys.
 */
export function useLanguageCombobox(
  value: string,
  onChange: (value: string) => void,
  languages: readonly LanguageOption[] | undefined,
) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searched = useLanguageSearch(open ? value : '');

  const options = useMemo(() => {
    const fromServer = value.trim() !== '' ? searched.data : undefined;
    const list = fromServer ?? filterLanguages(languages ?? [], value);
    return list.slice(0, MAX_OPTIONS);
  }, [value, searched.data, languages]);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: LanguageOption) => {
    onChange(option.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open || event.altKey) {
        setOpen(true);
        if (!event.altKey) setActive(0);
        return;
      }
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) setOpen(false);
      else if (expanded) setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      const option = expanded ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const type = (text: string) => {
    onChange(text);
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  return {
    listId,
    options,
    expanded,
    active,
    optionId,
    choose,
    onKeyDown,
    type,
    close,
    show: () => setOpen(true),
  };
}
