/**
 * Drives the demo OpenID provider's pages over plain HTTP as a browser would: follows redirects by
 * hand, keeps the provider's cookies, and submits its login and consent forms. Stops at the first
 * address outside the provider (the Cockpit callback) and returns it. Pass `browser` to keep the
 * provider's cookies across calls (its session, as one browser does) and to learn whether the
 * provider asked for the login (browser.askedLogin).
 */
export interface ProviderBrowser {
  cookies: Map<string, string>;
  askedLogin?: boolean;
}

export async function signInAtProvider(authorizationUrl: string, login: string, password = 'any', browser: ProviderBrowser = { cookies: new Map() }): Promise<URL> {
  const provider = new URL(authorizationUrl).origin;
  const cookies = browser.cookies;
  browser.askedLogin = false;
  let url = new URL(authorizationUrl);
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.origin !== provider) return url;
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    method = 'GET';
    body = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`Provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`No form at ${url}: ${html.slice(0, 300)}`);
    body = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) body.set(name, value);
    if (/name="login"/.test(html)) {
      browser.askedLogin = true;
      body.set('login', login);
      body.set('password', password);
    }
    url = new URL(action.replace(/&amp;/g, '&'), url);
    method = 'POST';
  }
  throw new Error('The provider never sent the browser back');
}
