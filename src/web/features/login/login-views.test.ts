import { describe, expect, it } from 'vitest';
import { loginView, safeReturnPath, viewHref } from './login-views.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnPath('/admindashboard')).toBe('/admindashboard');
    expect(safeReturnPath('/events/3?edit=3')).toBe('/events/3?edit=3');
  });

  it('goes to /mypage for anything that would leave the site or loop', () => {
    for (const value of [
      null,
      '',
      'mypage',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/memberlogin?returnTo=/x',
    ]) {
      expect(safeReturnPath(value), String(value)).toBe('/mypage');
    }
  });
});

describe('login views', () => {
  it('reads the state from the query, login by default', () => {
    expect(loginView(new URLSearchParams('view=signup'))).toBe('signup');
    expect(loginView(new URLSearchParams('view=forgotpassword'))).toBe('forgotpassword');
    expect(loginView(new URLSearchParams('view=admin'))).toBe('login');
    expect(loginView(new URLSearchParams(''))).toBe('login');
  });

  it('links between states and keeps returnTo', () => {
    const params = new URLSearchParams('returnTo=%2Fadmindashboard');
    expect(viewHref('signup', params)).toBe('/memberlogin?view=signup&returnTo=%2Fadmindashboard');
    expect(viewHref('login', params)).toBe('/memberlogin?returnTo=%2Fadmindashboard');
    expect(viewHref('forgotpassword', new URLSearchParams())).toBe('/memberlogin?view=forgotpassword');
  });
});
