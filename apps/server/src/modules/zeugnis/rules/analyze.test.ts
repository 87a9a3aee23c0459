import { describe, expect, it } from 'vitest';
import { analyzeZeugnis } from './analyze';
import { personOrder, readBehaviour } from './behaviour';
import { readClosing } from './closing';
import { findCodes } from './codes';
import { readSatisfaction } from './satisfaction';
import { splitSentences } from './sentences';
import { normalise } from './words';

const satisfaction = (text: string) => readSatisfaction(normalise(text))?.grade;

describe('satisfaction formula', () => {
  it.each([
    ['Er erledigte seine Aufgaben stets zu unserer vollsten Zufriedenheit.', 1],
    ['Sie erledigte ihre Aufgaben jederzeit zu unserer größten Zufriedenheit.', 1],
    ['Er erledigte seine Aufgaben zu unserer vollsten Zufriedenheit.', 2],
    ['Sie erfüllte ihre Aufgaben stets zu unserer vollen Zufriedenheit.', 2],
    ['Er erledigte die Arbeiten zu unserer vollen Zufriedenheit.', 3],
    ['Er erfüllte seine Aufgaben stets zu unserer Zufriedenheit.', 3],
    ['Sie erledigte die Aufgaben zu unserer Zufriedenheit.', 4],
    ['Er erledigte sie im Großen und Ganzen zu unserer Zufriedenheit.', 5],
    ['Er hat sich bemüht, den Anforderungen gerecht zu werden.', 5],
    ['Wir waren mit ihren Leistungen jederzeit außerordentlich zufrieden.', 1],
    ['Wir waren mit seinen Leistungen stets sehr zufrieden.', 2],
    ['Wir waren mit seinen Leistungen voll zufrieden.', 3],
    ['Seine Leistungen haben unsere Erwartungen stets in allerbester Weise übertroffen.', 1],
    ['Ihre Leistungen entsprachen unseren Erwartungen.', 4],
  ])('%s → %d', (text, grade) => {
    expect(satisfaction(text)).toBe(grade);
  });

  it('reads no formula where "Kundenzufriedenheit" is a task', () => {
    expect(satisfaction('Sie sorgte für eine hohe Kundenzufriedenheit im Vertrieb.')).toBeUndefined();
  });
});

describe('behaviour and the order of persons', () => {
  it.each([
    ['Sein Verhalten gegenüber Vorgesetzten und Kollegen war stets vorbildlich.', 1],
    ['Ihr Verhalten gegenüber Vorgesetzten und Kollegen war stets einwandfrei.', 2],
    ['Ihr Verhalten gegenüber Vorgesetzten und Kollegen war einwandfrei.', 3],
    ['Sein Verhalten gegenüber Vorgesetzten und Kollegen war korrekt.', 4],
    ['Ihr Verhalten gegenüber Kollegen war im Wesentlichen einwandfrei.', 4],
  ])('%s → %d', (text, grade) => {
    expect(readBehaviour(normalise(text))?.grade).toBe(grade);
  });

  it('sees superiors first, colleagues first, or superiors left out', () => {
    expect(personOrder(normalise('gegenüber Vorgesetzten, Kollegen und Kunden'))).toBe('ok');
    expect(personOrder(normalise('gegenüber Kollegen und Vorgesetzten'))).toBe('reversed');
    expect(personOrder(normalise('gegenüber Kollegen und Kunden'))).toBe('no_superiors');
  });
});

describe('closing formula and reason for leaving', () => {
  const closing = (text: string) => readClosing(normalise(text), normalise(text));

  it('gives a 1 for regret, thanks and wishes of success, warmly worded', () => {
    const read = closing(
      'Sie verlässt uns auf eigenen Wunsch. Wir bedauern dies sehr, danken ihr und wünschen ihr weiterhin viel Erfolg.',
    );
    expect(read).toMatchObject({ regret: true, thanks: true, wishes: true, grade: 1 });
    expect(read.reason?.key).toBe('eigener_wunsch');
  });

  it('costs a grade for each missing part and names an unstated reason', () => {
    const read = closing('Das Arbeitsverhältnis endet am 31. März 2023. Wir wünschen ihm alles Gute.');
    expect(read).toMatchObject({ regret: false, thanks: false, wishes: true });
    expect(read.grade).toBeGreaterThanOrEqual(3.5);
    expect(read.reason?.key).toBe('ohne_grund');
  });

  it.each([
    ['Das Arbeitsverhältnis endet im gegenseitigen Einvernehmen.', 'einvernehmen'],
    ['Das Arbeitsverhältnis endet aus betriebsbedingten Gründen.', 'betriebsbedingt'],
    ['Wir trennen uns von Herrn Wagner zum 31. Januar.', 'arbeitgeber'],
    ['Das Arbeitsverhältnis war befristet und endete wie vereinbart.', 'befristung'],
  ])('%s → %s', (text, key) => {
    expect(closing(text).reason?.key).toBe(key);
  });
});

describe('hidden codes', () => {
  it.each([
    [
      'Durch seine Geselligkeit trug er zur Verbesserung des Betriebsklimas bei.',
      'Geselligkeit … Betriebsklima',
    ],
    ['Er war ein geselliger Kollege.', 'gesellig'],
    ['Sie zeigte für ihre Arbeit Verständnis.', 'Verständnis für …'],
    ['Er hat sich mit großem Eifer eingesetzt.', 'hat sich … eingesetzt'],
    ['Er erledigte die Aufgaben im Großen und Ganzen zu unserer Zufriedenheit.', 'im Großen und Ganzen'],
    ['Er trug zur Verbesserung des Betriebsklimas bei.', 'trug zur Verbesserung des Betriebsklimas bei'],
  ])('%s names %s', (text, phrase) => {
    expect(findCodes(normalise(text)).map((c) => c.phrase)).toContain(phrase);
  });

  it('finds nothing in plain praise', () => {
    expect(findCodes(normalise('Sie arbeitete stets äußerst sorgfältig und selbstständig.'))).toEqual([]);
  });
});

describe('sentences', () => {
  it('keeps dates, titles and abbreviations inside a sentence and joins wrapped lines', () => {
    const text =
      'Herr Dipl.-Ing. Max Weber, geb. am 1. April 1990, war z. B. für\nWartung und Pflege zuständig. Er arbeitete seit 2017. Sie ging.';
    expect(splitSentences(text)).toEqual([
      'Herr Dipl.-Ing. Max Weber, geb. am 1. April 1990, war z. B. für Wartung und Pflege zuständig.',
      'Er arbeitete seit 2017.',
      'Sie ging.',
    ]);
  });
});

const GOOD = `Zeugnis
Frau Eva Lang war vom 1. März 2018 bis zum 31. Mai 2023 als Teamleiterin im Kundendienst mit sechs Mitarbeitern tätig.
Zu ihren Aufgaben gehörten die Dienstplanung und die Bearbeitung von Reklamationen.
Sie verfügt über ein sehr gutes Fachwissen. Sie arbeitete stets zuverlässig. Sie zeigte stets hohe Einsatzbereitschaft. Sie erledigte ihre Aufgaben stets zu unserer vollen Zufriedenheit.
Ihr Verhalten gegenüber Kollegen und Vorgesetzten war stets einwandfrei.
Sie verlässt uns auf eigenen Wunsch. Wir danken ihr und wünschen ihr alles Gute.`;

describe('the whole analysis', () => {
  it('splits the parts, grades them and explains each sentence in German', () => {
    const result = analyzeZeugnis(GOOD);
    expect(result.kind).toBe('qualifiziert');
    expect(result.parts.map((p) => p.part)).toEqual([
      'einleitung',
      'aufgaben',
      'leistung',
      'verhalten',
      'schluss',
    ]);
    const summary = result.parts.find((p) => p.part === 'leistung')?.sentences.at(-1);
    expect(summary).toMatchObject({ grade: 2, why: '„stets“ und „vollen“ = Note 2.' });
    expect(result.leaving_reason?.key).toBe('eigener_wunsch');
  });

  it('lists what is missing: leadership, successes, regret, and the reversed order lowers the grade', () => {
    const result = analyzeZeugnis(GOOD);
    expect(result.missing.map((m) => m.key)).toEqual(
      expect.arrayContaining(['fuehrung', 'erfolge', 'bedauern']),
    );
    const inOrder = analyzeZeugnis(GOOD.replace('Kollegen und Vorgesetzten', 'Vorgesetzten und Kollegen'));
    expect(result.overall_grade).toBeGreaterThan(inOrder.overall_grade as number);
    const conduct = result.parts.find((p) => p.part === 'verhalten')?.sentences[0];
    expect(conduct?.why).toMatch(/Kollegen stehen vor den Vorgesetzten/);
  });

  it('answers in English when asked', () => {
    const result = analyzeZeugnis(GOOD, 'en');
    const summary = result.parts.find((p) => p.part === 'leistung')?.sentences.at(-1);
    expect(summary?.why).toBe('“stets” (always) and “vollen” (full) = grade 2.');
    expect(result.missing.find((m) => m.key === 'bedauern')?.label).toBe('Regret');
  });

  it('grades nothing in an einfaches Zeugnis', () => {
    const result = analyzeZeugnis(
      'Herr Ali Demir war vom 1. Januar 2023 bis zum 30. Juni 2023 als Lagerhelfer beschäftigt. Zu seinen Aufgaben gehörte das Verpacken von Sendungen. Das Arbeitsverhältnis endete mit Ablauf der Befristung.',
    );
    expect(result).toMatchObject({ kind: 'einfach', overall_grade: null, missing: [] });
  });
});
