import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { searchJobTitles, useDebounced } from '../../components/suggestions';

const SEARCH_DELAY_MS = 250;
const MIN_SEARCH_LENGTH = 2;

/**
 * The Position field's title search: the catalogue's titles for what is typed (after a pause),
 * the highlighted one, and the keys that move through them and take one.
 */
export function useJobTitleCombobox(value: string, onValueChange: (value: string) => void) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value.trim(), SEARCH_DELAY_MS);
  const searching = open && query.length >= MIN_SEARCH_LENGTH;
  const titles = useQuery({
    queryKey: ['suggestions', 'job-titles', query],
    queryFn: ({ signal }) => searchJobTitles(query, signal),
    enabled: searching,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The list hides when the only title is what the field already says.
  const options = (searching ? (titles.data ?? []) : []).filter(
    (title, _index, all) => !(all.length === 1 && title === value.trim()),
  );
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (title: string) => {
    onValueChange(title);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && expanded && options[active] !== undefined) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // The list may have shrunk since the arrow key was pressed.
  const activeIndex = active < options.length ? active : -1;

  const type = (text: string) => {
    onValueChange(text);
    setOpen(true);
    setActive(-1);
  };

  return {
    listboxId,
    options,
    expanded,
    activeIndex,
    optionId,
    choose,
    onKeyDown,
    type,
    close: () => setOpen(false),
  };
}
