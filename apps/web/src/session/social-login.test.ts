import { afterEach, describe, expect, it } from 'vitest';
import { readIdToken, socialLoginBody, takeFacebookResult } from './social-login';

const b64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const idToken = (claims: object) => `${b64url({ alg: 'RS256' })}.${b64url(claims)}.signature`;

describe('social login', () => {
  afterEach(() => sessionStorage.clear());

  it('reads sub, e-mail and name (with umlauts) from an ID token', () => {
    expect(readIdToken(idToken({ sub: '1234', email: 'j@example.de', name: 'Jürgen Groß' }))).toEqual({
      sub: '1234',
      email: 'j@example.de',
      name: 'Jürgen Groß',
    });
  });

  it('refuses a token without sub or that is not a JWT', () => {
    expect(readIdToken(idToken({ email: 'x@y.de' }))).toBeNull();
    expect(readIdToken('not-a-token')).toBeNull();
  });

  it('builds the POST /login body: social_id is the sub, login_token the ID token, the resume goes along', () => {
    const token = idToken({ sub: 'g-1', email: 'a@b.de' });
    expect(socialLoginBody('google', token, { resume_token: 'a'.repeat(32) })).toEqual({
      mode: 'google',
      social_id: 'g-1',
      login_token: token,
      name: undefined,
      email: 'a@b.de',
      resume_token: 'a'.repeat(32),
    });
  });

  it('takes a Facebook answer only with the state this tab started, once', () => {
    sessionStorage.setItem(
      'vita_facebook_oidc',
      JSON.stringify({ state: 's1', nonce: 'n', continueAfter: true }),
    );
    expect(takeFacebookResult('#id_token=abc&state=other')).toBeNull();
    sessionStorage.setItem(
      'vita_facebook_oidc',
      JSON.stringify({ state: 's1', nonce: 'n', continueAfter: true }),
    );
    expect(takeFacebookResult('#id_token=abc&state=s1')).toEqual({ idToken: 'abc', continueAfter: true });
    expect(takeFacebookResult('#id_token=abc&state=s1')).toBeNull();
  });
});
