import { AppError, ErrorCode } from 'shared-contracts';
import { linkResultOfError, providerRefusal } from './link-result';
import { connectAgainPath, landingPath, landingWithResult, saveLinkReturn, takeLinkReturn } from './link-return';

describe('link results', () => {
  it('maps the provider refusal and the connect errors as the spec says', () => {
    expect(providerRefusal(new URLSearchParams('error=access_denied&state=s'))).toBe('canceled');
    expect(providerRefusal(new URLSearchParams('error=server_error'))).toBe('conflicted');
    expect(providerRefusal(new URLSearchParams('code=c&state=s'))).toBeNull();
    const noFriend = new AppError(ErrorCode.EXPECTATION_FAILED, 'LINE_USER_NO_FRIEND_SHIP: add', {
      error: 'LINE_USER_NO_FRIEND_SHIP',
    });
    expect(linkResultOfError(noFriend)).toBe('need_friendship');
    const conflict = new AppError(ErrorCode.LINE_USER_CONFLICT, 'LINE_USER_ID_CONFLICT: taken', {
      error: 'LINE_USER_ID_CONFLICT',
    });
    expect(linkResultOfError(conflict)).toBe('conflicted');
    expect(linkResultOfError(new AppError(ErrorCode.BAD_REQUEST, 'state: used'))).toBe('conflicted');
    expect(linkResultOfError(new Error('network'))).toBe('conflicted');
  });

  it('lands only on paths of this site, with the result and the caller state', () => {
    expect(landingPath('/profile')).toBe('/profile');
    expect(landingPath('https://evil.example/')).toBe('/');
    expect(landingPath('//evil.example')).toBe('/');
    expect(landingPath(null)).toBe('/');
    expect(landingPath(`${window.location.origin}/profile?x=1`)).toBe('/profile?x=1');
    expect(landingPath('javascript:alert(1)')).toBe('/');
    expect(landingPath('/\\evil.example')).toBe('/');
    expect(landingWithResult({ callback: '/profile?tab=1', state: 'abc' }, 'connected')).toBe(
      '/profile?tab=1&line_link=connected&state=abc',
    );
    expect(landingWithResult({ callback: '/', state: '' }, 'canceled')).toBe('/?line_link=canceled');
    expect(connectAgainPath({ callback: '/profile', state: 'x y' })).toBe('/connect?callback=%2Fprofile&state=x+y');
  });

  it.each([
    ['/%09/evil.example (as read from the query: a tab)', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['leading whitespace', ' //evil.example'],
    ['a leading tab', '\t//evil.example'],
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['a dot segment to //', '/.//evil.example'],
    ['another origin', 'https://evil.example/profile'],
    ['http of another host', 'http://evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['user info trick', `${window.location.origin}@evil.example/`],
  ])('refuses %s: home', (_name, callback) => {
    expect(landingPath(callback)).toBe('/');
  });

  it.each([
    ['/profile', '/profile'],
    ['/profile?tab=line', '/profile?tab=line'],
    // still encoded: a path of this site, never a host
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['profile', '/profile'],
  ])('keeps %s on this site', (callback, path) => {
    expect(landingPath(callback)).toBe(path);
    // and the browser resolves it to this origin
    expect(new URL(landingPath(callback), window.location.origin).origin).toBe(window.location.origin);
  });

  it('keeps the return for one callback only', () => {
    saveLinkReturn(window.sessionStorage, { callback: '/profile', state: 's1' });
    expect(takeLinkReturn(window.sessionStorage)).toEqual({ callback: '/profile', state: 's1' });
    expect(takeLinkReturn(window.sessionStorage)).toEqual({ callback: '/', state: '' });
    window.sessionStorage.setItem('line-link-return', '{"callback":"//evil"}');
    expect(takeLinkReturn(window.sessionStorage).callback).toBe('/');
  });
});
