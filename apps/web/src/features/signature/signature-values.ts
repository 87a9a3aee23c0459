import { EMPTY_SIGNATURE, type Heading, type Signature, toIsoDay } from '@vita/shared';

/** The three tabs of /upload-signature (02 §2.6): Eintippen, Unterschreiben, Hochladen. */
export type SignatureTab = Signature['tab'];
export type SignatureKind = 'text' | 'drawn' | 'upload';
export type Alignment = Signature['adjustment'];
export type InkColour = Signature['color'];

export const TAB_KINDS: Readonly<Record<SignatureTab, SignatureKind>> = {
  0: 'text',
  1: 'drawn',
  2: 'upload',
};
export const SIGNATURE_TABS: readonly SignatureTab[] = [0, 1, 2];

/** The ways of /signature, each opening /upload-signature on its tab (`?tab=draw`). */
export type SignatureWay = 'type' | 'draw' | 'upload';
export const SIGNATURE_WAYS: Readonly<Record<SignatureWay, SignatureTab>> = { type: 0, draw: 1, upload: 2 };

/** The tab a `?tab=` query asks for; anything else asks for none. */
export function requestedTab(search: string): SignatureTab | null {
  const way = new URLSearchParams(search).get('tab');
  return way !== null && Object.hasOwn(SIGNATURE_WAYS, way) ? SIGNATURE_WAYS[way as SignatureWay] : null;
}
export const ALIGNMENTS: readonly Alignment[] = ['left', 'center', 'right'];
export const INK_COLOURS: readonly InkColour[] = ['black', 'blue'];

/** 02 §9: where each kind's size starts, its bounds and its step. */
export const SIZE_RULES = {
  text: { field: 'textSize', start: 20, min: 16, max: 24, step: 2 },
  drawn: { field: 'signSize', start: 140, min: 116, max: 164, step: 6 },
  upload: { field: 'imageSize', start: 100, min: 80, max: 140, step: 10 },
} as const satisfies Record<
  SignatureKind,
  { field: keyof Signature; start: number; min: number; max: number; step: number }
>;

/** 02 §9: the upload tab's contrast slider. */
export const CONTRAST = { min: 100, max: 200, start: 100, step: 10 } as const;

/** The drawing canvas (02 §9), in CSS pixels. */
export const CANVAS_SIZE = { width: 420, height: 105 } as const;

export const DEFAULT_FONT = 'Italianno';

/** A signature nobody has made yet: the shared reader's default (sizes and contrast at their start). */
export { EMPTY_SIGNATURE };

/** The typed signature's default: first and last name from the stored heading. */
export const nameFromHeading = (heading: Pick<Heading, 'fname' | 'lname'> | null): string =>
  [heading?.fname, heading?.lname]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');

/** 02 §4: draw if a saved drawn signature exists, upload if a saved upload exists, else type. */
export function initialTab(saved: Pick<Signature, 'sign' | 'upload'> | null): SignatureTab {
  if (saved?.sign) return 1;
  if (saved?.upload) return 2;
  return 0;
}

/** The form's first state: the saved signature on the tab 02 §4 names, or the name typed. */
export function openingSignature(saved: unknown, defaultName: string): Signature {
  const signature = toSignature(saved);
  const tab = initialTab(saved === null || saved === undefined ? null : signature);
  const opened = { ...signature, tab };
  return tab === 0 && opened.text.trim() === '' ? { ...opened, text: defaultName } : opened;
}

/**
 * Switching tab clears the other signature kinds (02 §2.6): their content and their own size
 * and contrast go back to the start. Alignment, ink colour, date and place are shared and stay.
 * The type tab starts with the name again when its text was cleared.
 */
export function switchTab(signature: Signature, tab: SignatureTab, defaultName: string): Signature {
  if (tab === signature.tab) return signature;
  const kind = TAB_KINDS[tab];
  return {
    ...signature,
    tab,
    text: kind === 'text' ? signature.text || defaultName : '',
    sign: kind === 'drawn' ? signature.sign : '',
    upload: kind === 'upload' ? signature.upload : '',
    textSize: kind === 'text' ? signature.textSize : SIZE_RULES.text.start,
    signSize: kind === 'drawn' ? signature.signSize : SIZE_RULES.drawn.start,
    imageSize: kind === 'upload' ? signature.imageSize : SIZE_RULES.upload.start,
    contrast: kind === 'upload' ? signature.contrast : CONTRAST.start,
  };
}

/** Whether switching away from the current tab would throw away something the visitor made. */
export const switchLosesWork = (signature: Signature): boolean =>
  (signature.tab === 1 && signature.sign !== '') || (signature.tab === 2 && signature.upload !== '');

/**
 * The form opened with a tab asked for (from /signature): that tab, unless a kept drawing or
 * picture would be lost — then the kept one shows and the switch is asked for, as on a tab click.
 */
export function openOnTab(
  opened: Signature,
  requested: SignatureTab | null,
  defaultName: string,
): { signature: Signature; askSwitchTo: SignatureTab | null } {
  if (requested === null || requested === opened.tab) return { signature: opened, askSwitchTo: null };
  if (switchLosesWork(opened)) return { signature: opened, askSwitchTo: requested };
  return { signature: switchTab(opened, requested, defaultName), askSwitchTo: null };
}

/** The size of the current tab's kind. */
export const sizeOf = (signature: Signature): number => signature[SIZE_RULES[TAB_KINDS[signature.tab]].field];

/** One step smaller (-1) or larger (+1), never past the kind's bounds. */
export function stepSize(signature: Signature, direction: -1 | 1): Signature {
  const rule = SIZE_RULES[TAB_KINDS[signature.tab]];
  const next = Math.min(rule.max, Math.max(rule.min, sizeOf(signature) + direction * rule.step));
  return { ...signature, [rule.field]: next };
}

/** The size as a level the visitor can follow: 'Stufe 3 von 5'. */
export function sizeLevel(kind: SignatureKind, size: number): { level: number; levels: number } {
  const rule = SIZE_RULES[kind];
  const levels = (rule.max - rule.min) / rule.step + 1;
  const level = Math.round((Math.min(rule.max, Math.max(rule.min, size)) - rule.min) / rule.step) + 1;
  return { level, levels };
}

/** Today in the visitor's time zone, as yyyy-MM-dd. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Nothing to sign with and no place or date: NEXT stores no signature. */
export const isEmptySignature = (signature: Signature): boolean =>
  !signature.addDateAndPlace &&
  (signature.tab === 0
    ? signature.text.trim() === ''
    : signature.tab === 1
      ? signature.sign === ''
      : signature.upload === '');

/** 02 §4: a saved signature that has `adjustment` is updated, anything else is created. */
export const saveCallFor = (saved: unknown): 'create' | 'update' =>
  typeof saved === 'object' &&
  saved !== null &&
  typeof (saved as { adjustment?: unknown }).adjustment === 'string'
    ? 'update'
    : 'create';

const pick = <T extends string | number | boolean>(
  value: unknown,
  fallback: T,
  ok: (v: unknown) => boolean,
): T => (ok(value) ? (value as T) : fallback);
const inRange = (min: number, max: number) => (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isString = (v: unknown) => typeof v === 'string';
const isDataImage = (v: unknown) => typeof v === 'string' && /^data:image\/(png|jpeg|gif);base64,/.test(v);

/** A stored record (local copy or the server's) as a complete signature; unknown parts fall back. */
export function toSignature(value: unknown): Signature {
  if (typeof value !== 'object' || value === null) return { ...EMPTY_SIGNATURE };
  const v = value as Record<string, unknown>;
  const style = typeof v.style === 'object' && v.style !== null ? (v.style as Record<string, unknown>) : {};
  const e = EMPTY_SIGNATURE;
  return {
    tab: pick(v.tab, e.tab, (t) => t === 0 || t === 1 || t === 2),
    text: pick(v.text, e.text, isString),
    style: {
      fontFamily: pick(style.fontFamily, e.style.fontFamily, (f) => isString(f) && f !== ''),
      fontStyle: pick(style.fontStyle, e.style.fontStyle, isString),
      color: pick(style.color, e.style.color, isString),
    },
    textSize: pick(v.textSize, e.textSize, inRange(SIZE_RULES.text.min, SIZE_RULES.text.max)),
    signSize: pick(v.signSize, e.signSize, inRange(SIZE_RULES.drawn.min, SIZE_RULES.drawn.max)),
    imageSize: pick(v.imageSize, e.imageSize, inRange(SIZE_RULES.upload.min, SIZE_RULES.upload.max)),
    contrast: pick(v.contrast, e.contrast, inRange(CONTRAST.min, CONTRAST.max)),
    adjustment: pick(v.adjustment, e.adjustment, (a) => ALIGNMENTS.includes(a as Alignment)),
    color: pick(v.color, e.color, (c) => INK_COLOURS.includes(c as InkColour)),
    addDateAndPlace: pick(v.addDateAndPlace, e.addDateAndPlace, (b) => typeof b === 'boolean'),
    // yyyy-MM-dd; a copy an older version kept as MM/DD/YYYY is migrated here.
    date: toIsoDay(pick(v.date, e.date, isString)),
    location: pick(v.location, e.location, isString),
    sign: pick(v.sign, e.sign, isDataImage),
    upload: pick(v.upload, e.upload, isDataImage),
  };
}
