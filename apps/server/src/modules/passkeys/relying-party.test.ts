import { describe, expect, it } from 'vitest';
import { relyingPartyFor } from './relying-party';

const request = (protocol: string, host: string) => ({ protocol, host, hostname: host.replace(/:\d+$/, '') });

describe('the relying party of passkeys', () => {
  it.each([
    [
      'https://vita.example/',
      'https',
      'vita.example',
      { id: 'vita.example', origin: 'https://vita.example' },
    ],
    [
      'https://bewerbung.vita.example:8443',
      'http',
      'attacker.test',
      { id: 'bewerbung.vita.example', origin: 'https://bewerbung.vita.example:8443' },
    ],
    [null, 'http', 'localhost:5173', { id: 'localhost', origin: 'http://localhost:5173' }],
    [null, 'http', 'localhost:80', { id: 'localhost', origin: 'http://localhost' }],
    [null, 'https', 'vita.localhost', { id: 'vita.localhost', origin: 'https://vita.localhost' }],
  ])('PUBLIC_URL %s, request %s://%s → %o', (publicUrl, protocol, host, expected) => {
    expect(relyingPartyFor(publicUrl, request(protocol, host))).toEqual({ ...expected, name: 'Vita' });
  });

  it.each(['vita.example', '127.0.0.1:3000', 'localhost.evil.test'])(
    'is unavailable without PUBLIC_URL on %s',
    (host) => {
      expect(() => relyingPartyFor(null, request('https', host))).toThrow(/nicht eingerichtet/);
    },
  );
});
