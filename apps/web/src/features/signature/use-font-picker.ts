import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** How long typed letters count as one name being typed (as a native select does). */
const TYPE_AHEAD_MS = 700;

/** Where a list key moves the active option, or undefined for a key that does not move it. */
function movedIndex(key: string, active: number, last: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowDown: Math.min(last, active + 1),
    ArrowUp: Math.max(0, active - 1),
    Home: 0,
    End: last,
    PageDown: Math.min(last, active + 5),
    PageUp: Math.max(0, active - 5),
  };
  return moves[key];
}

const isPrintable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey;

/**
 * The state and keyboard of the font picker's select-only combobox: open, the active option,
 * type-ahead, and choosing. `optionId` names an option for aria-activedescendant.
 */
export function useFontPicker(
  fonts: readonly string[],
  value: string,
  onChange: (font: string) => void,
  optionId: (index: number) => string,
) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => Math.max(0, fonts.indexOf(value)));
  const listRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(active))}`);
    option?.scrollIntoView?.({ block: 'nearest' });
  });

  const openList = (index = fonts.indexOf(value)) => {
    setActive(Math.max(0, index));
    setOpen(true);
  };
  const choose = (index: number) => {
    const font = fonts[index];
    if (font !== undefined && font !== value) onChange(font);
    setOpen(false);
  };
  const last = fonts.length - 1;

  const jumpTo = (key: string) => {
    const now = Date.now();
    const text =
      now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + key.toLowerCase() : key.toLowerCase();
    typed.current = { text, at: now };
    const from = open ? active : fonts.indexOf(value);
    const order = [...fonts.keys()].map((i) => (from + 1 + i) % fonts.length);
    const match = order.find((i) => fonts[i]?.toLowerCase().startsWith(text));
    const fallback = order.find((i) => fonts[i]?.toLowerCase().startsWith(text.charAt(0)));
    const found = match ?? fallback;
    if (found === undefined) return;
    if (open) setActive(found);
    else openList(found);
  };

  const onClosedKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
      event.preventDefault();
      openList();
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      openList(key === 'Home' ? 0 : last);
    } else if (isPrintable(event)) {
      jumpTo(key);
    }
  };

  const onOpenKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey } = event;
    const moved = movedIndex(key, active, last);
    if ((key === 'ArrowUp' && altKey) || key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (moved !== undefined) {
      event.preventDefault();
      setActive(moved);
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Tab') {
      choose(active);
    } else if (isPrintable(event)) {
      jumpTo(key);
    }
  };

  return {
    open,
    active,
    setActive,
    listRef,
    close: () => setOpen(false),
    toggle: () => (open ? setOpen(false) : openList()),
    choose,
    onKeyDown: open ? onOpenKey : onClosedKey,
  };
}
