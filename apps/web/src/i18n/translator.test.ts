import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator(): Translator {
  return new Translator().init({
    lng: 'de',
    resources: {
      de: {
        common: { next: 'Weiter', greeting: 'Hallo {{name}}, Sie haben {{count}} Lebensläufe' },
        skills: { count_one: '{{count}} Kenntnis', count_other: '{{count}} Kenntnisse' },
        onlyGerman: 'Nur Deutsch',
      },
      en: {
        common: { next: 'Next' },
        skills: { count_one: '{{count}} skill', count_other: '{{count}} skills' },
      },
    },
  });
}

// The keys below are not the app's: the checks of the app's keys are switched off here.
const key = (text: string) => text as Parameters<Translator['t']>[0];

describe('translator', () => {
  it('finds a nested text by its dotted key', () => {
    expect(translator().t(key('common.next'))).toBe('Weiter');
  });

  it('fills {{placeholders}} and leaves one without a value visible', () => {
    const i18n = translator();
    expect(i18n.t(key('common.greeting'), { name: 'Lena', count: 2 })).toBe(
      'Hallo Lena, Sie haben 2 Lebensläufe',
    );
    expect(i18n.t(key('common.greeting'), { count: 1 })).toBe('Hallo {{name}}, Sie haben 1 Lebensläufe');
    expect(i18n.t(key('common.greeting'), { name: undefined, count: 0 })).toBe(
      'Hallo , Sie haben 0 Lebensläufe',
    );
  });

  it('does not fill placeholders a value brought along', () => {
    expect(translator().t(key('common.greeting'), { name: '{{count}}', count: 3 })).toBe(
      'Hallo {{count}}, Sie haben 3 Lebensläufe',
    );
  });

  it('picks the plural form of the language by count', async () => {
    const i18n = translator();
    expect(i18n.t(key('skills.count'), { count: 1 })).toBe('1 Kenntnis');
    expect(i18n.t(key('skills.count'), { count: 0 })).toBe('0 Kenntnisse');
    expect(i18n.t(key('skills.count'), { count: 8 })).toBe('8 Kenntnisse');
    await i18n.changeLanguage('en');
    expect(i18n.t(key('skills.count'), { count: 1 })).toBe('1 skill');
  });

  it('falls back to German, then to the key itself', async () => {
    const i18n = translator();
    await i18n.changeLanguage('en');
    expect(i18n.t(key('common.next'))).toBe('Next');
    expect(i18n.t(key('onlyGerman'))).toBe('Nur Deutsch');
    expect(i18n.t(key('no.such.text'))).toBe('no.such.text');
  });

  it('shows German as the resolved language until the chosen one has texts', async () => {
    const i18n = new Translator().init({ lng: 'en', resources: { de: { a: 'A' } } });
    expect(i18n.language).toBe('en');
    expect(i18n.resolvedLanguage).toBe('de');
    i18n.addResourceBundle('en', 'translation', { a: 'A (en)' });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t(key('a'))).toBe('A (en)');
  });

  it('merges added texts deeply and keeps existing ones unless told to overwrite', () => {
    const i18n = translator();
    i18n.addResourceBundle('de', 'translation', { common: { back: 'Zurück', next: 'Los' } }, true, false);
    expect(i18n.t(key('common.back'))).toBe('Zurück');
    expect(i18n.t(key('common.next'))).toBe('Weiter');
    i18n.addResourceBundle('de', 'translation', { common: { next: 'Los' } }, true, true);
    expect(i18n.t(key('common.next'))).toBe('Los');
  });

  it('never changes the texts it was given', () => {
    const given = { common: { next: 'Weiter' } };
    const i18n = new Translator().init({ lng: 'de', resources: { de: given } });
    i18n.addResourceBundle('de', 'translation', { common: { back: 'Zurück' } });
    expect(given).toEqual({ common: { next: 'Weiter' } });
  });

  it('tells listeners of every language change and gives a new t each time', async () => {
    const i18n = translator();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    const before = i18n.currentT;
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    expect(listener.mock.calls).toEqual([['en'], ['en']]);
    expect(i18n.currentT).not.toBe(before);
    expect(i18n.currentT(key('common.next'))).toBe('Next');
    expect(before(key('common.next'))).toBe('Weiter');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('de');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('checks the app’s keys at compile time', () => {
    const i18n = translator();
    // @ts-expect-error a key that no text file has
    expect(i18n.t('common.nonexistentKeyForTheTypeCheck')).toBe('common.nonexistentKeyForTheTypeCheck');
  });
});
