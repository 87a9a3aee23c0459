import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition, exportBaseName } from './content-disposition';

const lena = { firstName: 'Lena', lastName: 'Schäfer' };

describe('download file name', () => {
  it.each([
    ['no resume name: Lebenslauf_Vorname_Nachname', undefined, lena, 'Lebenslauf_Lena_Schäfer'],
    ['a blank resume name counts as none', '   ', lena, 'Lebenslauf_Lena_Schäfer'],
    [
      'two first names are joined by _',
      undefined,
      { firstName: 'Anna Maria', lastName: 'Groß' },
      'Lebenslauf_Anna_Maria_Groß',
    ],
    ['no name at all: Lebenslauf', undefined, { firstName: '', lastName: '' }, 'Lebenslauf'],
    ['the resume name as typed', 'Bewerbung Müller GmbH', lena, 'Bewerbung Müller GmbH'],
    ['an extension typed along is not doubled', 'Mein Lebenslauf.pdf', lena, 'Mein Lebenslauf'],
    ['path separators and reserved characters go', '../Lebens/lauf: "neu"?', lena, 'Lebens lauf neu'],
    ['control characters go', 'Lebens\u0000lauf\r\n', lena, 'Lebens lauf'],
    ['a name of only dots falls back to the default', '...', lena, 'Lebenslauf_Lena_Schäfer'],
  ])('%s', (_, resumeName, personal, expected) => {
    expect(exportBaseName(resumeName, personal)).toBe(expected);
  });
});

describe('Content-Disposition', () => {
  it('names the file twice: an ASCII fallback and the UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('Lebenslauf_Lena_Schäfer.pdf')).toBe(
      `attachment; filename="Lebenslauf_Lena_Schaefer.pdf"; filename*=UTF-8''Lebenslauf_Lena_Sch%C3%A4fer.pdf`,
    );
  });

  it.each([
    ['Jürgen Größe.txt', 'Juergen Groesse.txt'],
    ['ÄÖÜ äöü ß', 'AeOeUe aeoeue ss'],
    ['Łukasz Šimić', 'Lukasz Simic'],
    ['Zoë 李', 'Zoe _'],
    ['50% "sicher"', '50_ _sicher_'],
  ])('spells %s in ASCII as %s', (name, ascii) => {
    expect(asciiFileName(name)).toBe(ascii);
  });

  it("encodes the characters encodeURIComponent leaves alone ( ' ( ) * )", () => {
    expect(contentDisposition("O'Neil (neu)*.pdf")).toContain("filename*=UTF-8''O%27Neil%20%28neu%29%2A.pdf");
  });
});
