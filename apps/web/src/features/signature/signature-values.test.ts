import type { Signature } from '@vita/shared';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST,
  DEFAULT_FONT,
  EMPTY_SIGNATURE,
  initialTab,
  isEmptySignature,
  nameFromHeading,
  openingSignature,
  openOnTab,
  requestedTab,
  SIZE_RULES,
  saveCallFor,
  sizeLevel,
  sizeOf,
  stepSize,
  switchLosesWork,
  switchTab,
  toSignature,
} from './signature-values';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const signature = (overrides: Partial<Signature>): Signature => ({ ...EMPTY_SIGNATURE, ...overrides });

describe('initial tab (02 §4)', () => {
  it.each([
    ['draw when a saved drawn signature exists', { sign: PNG, upload: '' }, 1],
    ['draw also when an upload exists beside it', { sign: PNG, upload: PNG }, 1],
    ['upload when a saved upload exists', { sign: '', upload: PNG }, 2],
    ['type otherwise', { sign: '', upload: '' }, 0],
    ['type when nothing is saved', null, 0],
  ] as const)('%s', (_name, saved, tab) => {
    expect(initialTab(saved)).toBe(tab);
  });

  it('opens the type tab with first and last name from the heading when nothing is saved', () => {
    const opened = openingSignature(null, nameFromHeading({ fname: ' Jana ', lname: 'Schröder' }));
    expect(opened).toMatchObject({
      tab: 0,
      text: 'Jana Schröder',
      textSize: 20,
      signSize: 140,
      imageSize: 100,
    });
    expect(opened.style).toEqual({ fontFamily: 'Italianno', fontStyle: 'normal', color: 'black' });
  });

  it('opens a saved typed name as it was, and the name from the heading only when it is empty', () => {
    expect(
      openingSignature({ tab: 0, text: 'J. Schröder', adjustment: 'right' }, 'Jana Schröder'),
    ).toMatchObject({
      text: 'J. Schröder',
      adjustment: 'right',
    });
    expect(openingSignature({ tab: 0, text: '' }, 'Jana Schröder').text).toBe('Jana Schröder');
  });

  it('opens a saved drawing on the draw tab whatever tab was stored', () => {
    expect(openingSignature({ tab: 0, sign: PNG }, 'Jana').tab).toBe(1);
  });

  it('names no one when the heading has no name', () => {
    expect(nameFromHeading(null)).toBe('');
    expect(nameFromHeading({ fname: '', lname: 'Schröder' })).toBe('Schröder');
  });
});

describe('switching tab clears the other signature kinds (02 §2.6)', () => {
  const drawn = signature({ tab: 1, sign: PNG, signSize: 152, adjustment: 'center', color: 'blue' });

  it('drawn → type: the drawing and its size go, the name comes back; alignment and colour stay', () => {
    const typed = switchTab(drawn, 0, 'Jana Schröder');
    expect(typed).toMatchObject({ tab: 0, sign: '', text: 'Jana Schröder', signSize: 140 });
    expect(typed).toMatchObject({ adjustment: 'center', color: 'blue' });
  });

  it('type → upload: the typed name and its size go', () => {
    const uploaded = switchTab(signature({ tab: 0, text: 'Jana', textSize: 24 }), 2, 'Jana');
    expect(uploaded).toMatchObject({ tab: 2, text: '', textSize: 20, upload: '' });
  });

  it('upload → draw: the picture and its contrast go', () => {
    const next = switchTab(signature({ tab: 2, upload: PNG, imageSize: 130, contrast: 160 }), 1, 'Jana');
    expect(next).toMatchObject({ tab: 1, upload: '', imageSize: 100, contrast: 100 });
  });

  it('keeps date and place', () => {
    const withPlace = signature({
      tab: 1,
      sign: PNG,
      addDateAndPlace: true,
      date: '2026-05-21',
      location: 'Köln',
    });
    expect(switchTab(withPlace, 2, '')).toMatchObject({
      addDateAndPlace: true,
      date: '2026-05-21',
      location: 'Köln',
    });
  });

  it('the same tab changes nothing', () => {
    expect(switchTab(drawn, 1, 'Jana')).toBe(drawn);
  });

  it('asks first only when a drawing or a picture would be lost', () => {
    expect(switchLosesWork(drawn)).toBe(true);
    expect(switchLosesWork(signature({ tab: 2, upload: PNG }))).toBe(true);
    expect(switchLosesWork(signature({ tab: 1 }))).toBe(false);
    expect(switchLosesWork(signature({ tab: 0, text: 'Jana' }))).toBe(false);
  });
});

describe('sizes (02 §9)', () => {
  it.each([
    ['typed', 0, 20, 16, 24, 2],
    ['drawn', 1, 140, 116, 164, 6],
    ['uploaded', 2, 100, 80, 140, 10],
  ] as const)('%s starts at %i, min %i, max %i, step %i', (_kind, tab, start, min, max, step) => {
    let s = signature({ tab });
    expect(sizeOf(s)).toBe(start);
    expect(sizeOf(stepSize(s, 1))).toBe(start + step);
    expect(sizeOf(stepSize(s, -1))).toBe(start - step);
    for (let i = 0; i < 20; i += 1) s = stepSize(s, 1);
    expect(sizeOf(s)).toBe(max);
    for (let i = 0; i < 20; i += 1) s = stepSize(s, -1);
    expect(sizeOf(s)).toBe(min);
  });

  it('changes only the current kind’s size', () => {
    expect(stepSize(signature({ tab: 1 }), 1)).toMatchObject({ signSize: 146, textSize: 20, imageSize: 100 });
  });

  it('names the size as a level', () => {
    expect(sizeLevel('text', 20)).toEqual({ level: 3, levels: 5 });
    expect(sizeLevel('drawn', SIZE_RULES.drawn.max)).toEqual({ level: 9, levels: 9 });
    expect(sizeLevel('upload', 80)).toEqual({ level: 1, levels: 7 });
  });
});

describe('stored date (yyyy-MM-dd, migrated on read)', () => {
  it('keeps yyyy-MM-dd and migrates an older MM/DD/YYYY copy', () => {
    expect(toSignature({ date: '2026-05-21' }).date).toBe('2026-05-21');
    expect(toSignature({ date: '05/21/2026' }).date).toBe('2026-05-21');
  });

  it('drops a stored value that is not a real day', () => {
    expect(toSignature({ date: '2026-02-30' }).date).toBe('');
    expect(toSignature({ date: 'gestern' }).date).toBe('');
  });
});

describe('create vs update (02 §4)', () => {
  it('updates when the saved signature has adjustment', () => {
    expect(saveCallFor({ adjustment: 'left', text: 'Jana' })).toBe('update');
  });
  it.each([
    ['nothing saved', null],
    ['not known yet', undefined],
    ['a saved value without adjustment', { text: 'Jana' }],
  ])('creates when %s', (_name, saved) => {
    expect(saveCallFor(saved)).toBe('create');
  });
});

describe('empty signature', () => {
  it.each([
    ['no typed name', signature({ tab: 0, text: '  ' }), true],
    ['a typed name', signature({ tab: 0, text: 'Jana' }), false],
    ['no drawing', signature({ tab: 1 }), true],
    ['a drawing', signature({ tab: 1, sign: PNG }), false],
    ['no picture', signature({ tab: 2 }), true],
    ['date and place without a signature', signature({ tab: 2, addDateAndPlace: true }), false],
  ])('%s', (_name, value, empty) => {
    expect(isEmptySignature(value)).toBe(empty);
  });
});

describe('stored records', () => {
  it('fills what is missing and drops what does not fit', () => {
    const read = toSignature({
      tab: 5,
      textSize: 30,
      adjustment: 'justify',
      sign: 'javascript:x',
      color: 'blue',
    });
    expect(read).toMatchObject({ tab: 0, textSize: 20, adjustment: 'left', sign: '', color: 'blue' });
  });
  it('reads anything that is not an object as empty', () => {
    expect(toSignature('x')).toEqual(EMPTY_SIGNATURE);
  });
});

describe('the empty signature', () => {
  it('starts every size and the contrast where its slider starts', () => {
    for (const rule of Object.values(SIZE_RULES))
      expect(EMPTY_SIGNATURE[rule.field], rule.field).toBe(rule.start);
    expect(EMPTY_SIGNATURE.contrast).toBe(CONTRAST.start);
    expect(EMPTY_SIGNATURE.style.fontFamily).toBe(DEFAULT_FONT);
  });
});

describe('the tab asked for by /signature (?tab=)', () => {
  it.each([
    ['?tab=type', 0],
    ['?tab=draw', 1],
    ['?tab=upload', 2],
    ['?tab=fax', null],
    ['?tab=toString', null],
    ['', null],
  ] as const)('%s asks for %s', (search, tab) => {
    expect(requestedTab(search)).toBe(tab);
  });

  it('switches to it unless a drawing or picture would be lost; then it asks', () => {
    expect(openOnTab(signature({ tab: 0, text: 'Jana' }), 1, 'Jana')).toMatchObject({
      signature: { tab: 1, text: '' },
      askSwitchTo: null,
    });
    expect(openOnTab(signature({ tab: 1, sign: PNG }), 0, 'Jana')).toMatchObject({
      signature: { tab: 1, sign: PNG },
      askSwitchTo: 0,
    });
    expect(openOnTab(signature({ tab: 2, upload: PNG }), 2, 'Jana').askSwitchTo).toBeNull();
    expect(openOnTab(signature({ tab: 2, upload: PNG }), null, 'Jana').signature.tab).toBe(2);
  });
});
