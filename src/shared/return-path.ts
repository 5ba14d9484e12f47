/**
 * Where a signed-in visitor goes, after the app's sign-in or the sign-in form sent without it: the
 * returnTo path if it is a path of this site, else /mypage.
 * "//host", "/\host" and anything with a scheme would leave the site.
 */
export function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/mypage';
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/mypage';
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return '/mypage';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/memberlogin') ? '/mypage' : path;
  } catch {
    return '/mypage';
  }
}
