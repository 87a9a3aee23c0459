import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { fontStack } from '../../templates/shared/signature-fonts';
import './signature-controls.css';

interface FontPickerProps {
  label: string;
  fonts: readonly string[];
  value: string;
  onChange: (font: string) => void;
}

/**
 * The font dropdown (02 §2.6), each option drawn in its own font — a native <select> cannot do
 * that everywhere. It is the WAI-ARIA "select-only combobox": Enter, Space or arrow keys open the
 * list, arrows, Home and End move, Enter or Tab chooses, Escape closes, typing jumps to a name.
 */
export function FontPicker({ label, fonts, value, onChange }: FontPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => Math.max(0, fonts.indexOf(value)));
  const comboRef = useRef<HTMLDivElement>(null);
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
    const text = now - typed.current.at < 700 ? typed.current.text + key.toLowerCase() : key.toLowerCase();
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        openList();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? 0 : last);
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
        jumpTo(key);
      }
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, active + 5),
      PageUp: Math.max(0, active - 5),
    };
    if (key === 'ArrowUp' && altKey) {
      event.preventDefault();
      choose(active);
    } else if (key in moves) {
      event.preventDefault();
      setActive(moves[key] ?? active);
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Tab') {
      choose(active);
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
      jumpTo(key);
    }
  };

  return (
    <div className="font-picker">
      <span className="sig-label" id={labelId}>
        {label}
      </span>
      <div
        ref={comboRef}
        role="combobox"
        tabIndex={0}
        className="font-picker__combo"
        aria-labelledby={`${labelId} ${id}`}
        id={id}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        style={{ fontFamily: fontStack(value) }}
      >
        {value}
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="font-picker__list"
        hidden={!open}
      >
        {fonts.map((font, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox owns the keyboard (aria-activedescendant)
          <div
            key={font}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={font === value}
            className={
              index === active ? 'font-picker__option font-picker__option--active' : 'font-picker__option'
            }
            // Keeps focus on the combobox, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseMove={() => setActive(index)}
          >
            <span style={{ fontFamily: fontStack(font) }}>{font}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
