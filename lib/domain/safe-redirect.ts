/**
 * Where to go after login (docs/decisions.md "who may see what": an account page requested
 * anonymously redirects to /pages/login?next=…, and only same-site paths are accepted for next).
 * An open redirect would let a phishing link use the shop's login page as a trampoline.
 */

const BASE = 'http://same-site.invalid';
const MAX_LENGTH = 2048;
// C0 controls, DEL, and C1 controls: browsers strip tabs and newlines from URLs ("/\t/evil.com"
// becomes "//evil.com"), so any of them is refused outright.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Decodes only the ASCII escapes (%2F, %5C, %09…), for strings that decodeURIComponent refuses
 * ("/%2F%2Fevil%" throws, yet a lenient server would still turn it into "//evil%"). Non-ASCII
 * bytes stay escaped: they cannot form a slash, a backslash or a control character.
 */
function decodeAsciiEscapes(value: string): string {
  return value.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The value and its percent-decoded forms, a few rounds deep, so "%252F%252F" is seen for what it is. */
function decodings(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = decodeAsciiEscapes(current);
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** True when this form, taken as a URL, could leave the site or run script. */
function unsafeForm(form: string): boolean {
  if (CONTROL.test(form) || form.includes('\\')) return true;
  // Only a single leading slash is a path: "//host" and "/\host" are protocol-relative URLs
  // (the backslash is refused above), and "/%2F/host" decodes to one. Schemes ("http:",
  // "javascript:") do not start with a slash at all.
  return !form.startsWith('/') || form.startsWith('//');
}

/** The normalised same-site path for `value`, or null when it is not one. */
function sameSitePath(value: string): string | null {
  if (value.length === 0 || value.length > MAX_LENGTH) return null;
  if (decodings(value).some(unsafeForm)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // The parser's normal form is what a browser will follow, so it is checked too: "/.//evil"
  // passes as written, yet normalises to "//evil", a protocol-relative URL.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return decodings(path).some(unsafeForm) ? null : path;
}

/**
 * The path to go to after login: `next` when it is a same-site path ("/pages/orders?page=2"),
 * else `fallback` (itself checked, else "/"). Refused: anything not a string, "//evil",
 * "/\evil", absolute and scheme URLs ("http:", "javascript:"), percent-encoded forms of these,
 * control characters, and paths over 2048 characters. The path is returned as the URL parser
 * normalises it ("/a/../b" → "/b"), so what was checked is what is used.
 */
export function safeNextPath(next: unknown, fallback = '/'): string {
  return (typeof next === 'string' ? sameSitePath(next) : null) ?? sameSitePath(fallback) ?? '/';
}

/**
 * The `next` of a sign-in or registration page's query: where its form leads afterwards, a
 * same-site path (else the account), or undefined when the address names none.
 */
export function nextPathOf(query: Record<string, string | string[] | undefined>): string | undefined {
  return typeof query.next === 'string' ? safeNextPath(query.next, '/pages/account') : undefined;
}
