interface IconProps {
  /** The path of a 24 × 24 icon, drawn in the text colour. */
  path: string;
  size?: number;
  /** `false` keeps old browsers from putting the icon in the tab order. */
  focusable?: boolean;
}

/** A one-path icon, hidden from assistive technology: the control it sits in names the action. */
export function Icon({ path, size = 18, focusable }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} focusable={focusable}>
      <path fill="currentColor" d={path} />
    </svg>
  );
}
