import type { Active, Over } from '@dnd-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../test/render-route';
import { dragAnnouncements } from './drag-announcements';
import './texts';

const items = [
  { id: 5, title: 'Arbeitszeugnis Müller GmbH' },
  { id: 8, title: 'Zertifikat' },
  { id: 2, title: 'Abiturzeugnis' },
];
// Only the ids matter to the announcements; the rest of dnd-kit's objects is left out.
const active = (id: number) => ({ id }) as unknown as Active;
const over = (id: number) => ({ id }) as unknown as Over;

beforeAll(async () => {
  await testI18n.changeLanguage('de');
});

describe('what a screen reader hears while an Anlage is dragged', () => {
  const say = dragAnnouncements(items, testI18n.t);

  it('names the Anlage picked up', () => {
    expect(say.onDragStart({ active: active(8) })).toBe('Zertifikat aufgenommen.');
  });

  it('tells the place it would land on, and where it was dropped', () => {
    expect(say.onDragOver({ active: active(8), over: over(2) })).toBe(
      'Zertifikat ist jetzt an Position 3 von 3.',
    );
    expect(say.onDragEnd({ active: active(2), over: over(5) })).toBe(
      'Abiturzeugnis abgelegt an Position 1 von 3.',
    );
  });

  it('says the order is unchanged when the drag is cancelled or ends outside the list', () => {
    const cancelled = 'Verschieben abgebrochen. Die Reihenfolge bleibt unverändert.';
    expect(say.onDragCancel({ active: active(5), over: null })).toBe(cancelled);
    expect(say.onDragEnd({ active: active(5), over: null })).toBe(cancelled);
  });
});
