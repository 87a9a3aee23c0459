import type { ColourKey } from '@vita/shared/constants';
import type { CSSProperties } from 'react';

/** The classes of a swatch's parts: each colour picker keeps its own look. */
export interface SwatchClasses {
  swatch: string;
  input: string;
  dot: string;
  name: string;
}

interface ColourSwatchProps {
  colour: { key: ColourKey; hex: string };
  /** The radio group's name. */
  group: string;
  label: string;
  checked: boolean;
  classes: SwatchClasses;
  onChoose: (key: ColourKey) => void;
  onHover?: (key: ColourKey) => void;
}

/** One colour of a colour picker: a radio button drawn as a dot of the colour, with its name. */
export function ColourSwatch({
  colour,
  group,
  label,
  checked,
  classes,
  onChoose,
  onHover,
}: ColourSwatchProps) {
  return (
    <label
      className={classes.swatch}
      style={{ '--swatch': colour.hex } as CSSProperties}
      onMouseEnter={onHover && (() => onHover(colour.key))}
    >
      <input
        type="radio"
        name={group}
        className={classes.input}
        value={colour.key}
        checked={checked}
        onChange={() => onChoose(colour.key)}
      />
      <span className={classes.dot} aria-hidden="true" />
      <span className={classes.name}>{label}</span>
    </label>
  );
}
