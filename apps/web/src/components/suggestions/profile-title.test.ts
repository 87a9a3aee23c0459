import { describe, expect, it } from 'vitest';
import { displayProfileTitle } from './profile-title';

describe('profile titles for display', () => {
  it.each([
    [
      'Fachinformatiker der Fachrichtung Systemintegration/Fachinformatikerin der Fachrichtung Systemintegration',
      'Fachinformatiker der Fachrichtung Systemintegration (m/w/d)',
    ],
    [
      'Gesundheits- und Krankenpfleger/Gesundheits- und Krankenschwester',
      'Gesundheits- und Krankenpfleger (m/w/d)',
    ],
    ['Friseur/Friseurin', 'Friseur/Friseurin'],
    ['Fachkraft im Bereich Vertrieb', 'Fachkraft im Bereich Vertrieb'],
    [
      'Lehrkraft für Informatik/Lehrkraft für Mathematik/Lehrkraft für Physik/xy',
      'Lehrkraft für Informatik/Lehrkraft für Mathematik/Lehrkraft für Physik/xy',
    ],
  ])('%s → %s', (title, shown) => expect(displayProfileTitle(title)).toBe(shown));
});
