import { describe, expect, it } from 'vitest';
import { letterPlaceholders, placeholderMessage } from './letter-placeholders';

describe('placeholders left in a letter', () => {
  it('finds bracketed prompts in the body, each once, in reading order', () => {
    const body =
      '<p>Beginnen kann ich zum [Eintrittstermin]; meine Gehaltsvorstellung liegt bei [Betrag] Euro.</p>' +
      '<ul><li><p>[…]</p></li></ul><p>Noch einmal [Betrag].</p>';
    expect(letterPlaceholders({ body })).toEqual(['[Eintrittstermin]', '[Betrag]', '[…]']);
  });
  it('finds a phrase variable never filled and a prompt in the subject or salutation', () => {
    expect(
      letterPlaceholders({ subject: 'Bewerbung als [Position]', body: '<p>bei {company} möchte ich</p>' }),
    ).toEqual(['[Position]', '{company}']);
  });
  it('reads entities as printed, and finds nothing in a finished letter', () => {
    expect(letterPlaceholders({ body: '<p>&#91;Betrag&#93;</p>' })).toEqual(['[Betrag]']);
    expect(
      letterPlaceholders({
        subject: 'Bewerbung als Filialleitung (m/w/d)',
        salutation: 'Sehr geehrte Frau Berger,',
        body: '<p>Seit 2019 leite ich die Filiale &amp; das Team (12 Mitarbeitende).</p>',
        closing: 'Mit freundlichen Grüßen',
      }),
    ).toEqual([]);
  });
  it('names every placeholder in the message', () => {
    expect(placeholderMessage(['[Eintrittstermin]'])).toContain('der Platzhalter „[Eintrittstermin]“');
    expect(placeholderMessage(['[A]', '[B]', '[C]'])).toContain('„[A]“, „[B]“ und „[C]“');
  });
});
