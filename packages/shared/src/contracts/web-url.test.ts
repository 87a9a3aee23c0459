import { describe, expect, it } from 'vitest';
import { webLinksValueSchema } from './sections';
import { normaliseWebUrl, WEB_URL_MESSAGE, webUrlSchema } from './web-url';

describe('web addresses a user enters', () => {
  it.each([
    ['https://erika.example.de', 'https://erika.example.de'],
    ['  http://example.org/profil  ', 'http://example.org/profil'],
    ['HTTPS://Example.org', 'HTTPS://Example.org'],
    ['www.linkedin.com/in/erika', 'https://www.linkedin.com/in/erika'],
    ['xing.com/profile/Erika_M', 'https://xing.com/profile/Erika_M'],
    ['beispiel.de:8080/portfolio', 'https://beispiel.de:8080/portfolio'],
    ['müller-design.de', 'https://müller-design.de'],
    ['', ''],
    ['   ', ''],
  ])('keeps or completes %j as %j', (input, expected) => {
    expect(normaliseWebUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'mailto:erika@example.de',
    'ftp://example.org',
    'file:///etc/passwd',
    'javascript://example.org/%0aalert(1)',
    'https://',
    'https://user:pass@example.org',
    'http://localhost',
    'mein Portfolio',
    'localhost',
  ])('refuses %j', (input) => {
    expect(normaliseWebUrl(input)).toBeNull();
  });

  it('refuses with a German message in the schema and stores the completed address', () => {
    const refused = webUrlSchema().safeParse('javascript:alert(1)');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(WEB_URL_MESSAGE);
    expect(webUrlSchema().parse('www.example.de')).toBe('https://www.example.de');
  });

  it('applies to every web link of the links section', () => {
    const parsed = webLinksValueSchema.safeParse({ link1: 'www.example.de', link3: 'data:text/html,x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['link3', WEB_URL_MESSAGE],
    ]);
    expect(webLinksValueSchema.parse({ link2: 'www.example.de' })).toEqual({
      link1: '',
      link2: 'https://www.example.de',
      link3: '',
    });
  });
});
