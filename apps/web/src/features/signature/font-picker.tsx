import { useId } from 'react';
import { fontStack } from '../../templates/shared/signature-fonts';
import './signature-controls.css';
import { useFontPicker } from './use-font-picker';

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
  const { open, active, setActive, listRef, close, toggle, choose, onKeyDown } = useFontPicker(
    fonts,
    value,
    onChange,
    optionId,
  );

  return (
    <div className="font-picker">
      <span className="sig-label" id={labelId}>
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        className="font-picker__combo"
        aria-labelledby={`${labelId} ${id}`}
        id={id}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={toggle}
        onKeyDown={onKeyDown}
        onBlur={close}
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
