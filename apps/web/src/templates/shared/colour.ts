/**
 * Colour arithmetic for template accents. A gallery colour such as ecru (#a39171) is too light
 * for small text on white or for white text on it; templates use the derived shades below so
 * every text reaches WCAG AA (4.5:1) whatever colour was chosen.
 */

type Rgb = readonly [number, number, number];

const FALLBACK: Rgb = [31, 78, 121];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return FALLBACK;
  const digits =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((d) => d + d)
          .join('')
      : match[1];
  const channel = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of a colour against white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(parseHex(hex)) + 0.05);
}

function mix([r, g, b]: Rgb, [r2, g2, b2]: Rgb, share: number): Rgb {
  const blend = (c: number, d: number) => c * (1 - share) + d * share;
  return [blend(r, r2), blend(g, g2), blend(b, b2)];
}

/** The colour, darkened in 5 % steps towards black until it has `ratio` contrast with white. */
export function darkenToContrast(hex: string, ratio = 4.5): string {
  const rgb = parseHex(hex);
  for (let share = 0; share <= 1; share += 0.05) {
    const candidate = toHex(mix(rgb, [0, 0, 0], share));
    if (contrastWithWhite(candidate) >= ratio) return candidate;
  }
  return '#000000';
}

/** A light tint of the colour (share of the colour over white), for backgrounds. */
export function tint(hex: string, share: number): string {
  return toHex(mix([255, 255, 255], parseHex(hex), share));
}
