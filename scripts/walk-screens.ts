/**
 * The screen walk: signs in as Demo's admin (da-DK), Demo's picker (en-GB), North's admin (nb-NO)
 * and the warehouse clerk (the picker in da-DK) against a running server, opens every page the
 * user's menu links to and every grid route, and lists what a clerk should never meet: English text on a Danish or Norwegian screen
 * (a text equal to an English catalogue text that the language translates), "undefined", "NaN",
 * an unfilled {{placeholder}}, a translation key, console errors, failed requests and a page wider
 * than the window. Screenshots go to WALK_SHOTS (default /tmp/walk-screens).
 *
 *   WALK_URL=http://127.0.0.1:19710 node --import tsx scripts/walk-screens.ts [admin|picker|north|clerk]
 *
 * The users' languages are set through the API before the walk and left so (use a throw-away server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { GRID_ROUTES } from '../tests/e2e/grid-routes';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASE = process.env.WALK_URL ?? 'http://127.0.0.1:19710';
const SHOTS = process.env.WALK_SHOTS ?? '/tmp/walk-screens';

const WHO = {
  admin: { businessUnit: 'Demo', userName: 'admin', password: 'Admin1234', language: 'da-DK' },
  picker: { businessUnit: 'Demo', userName: 'picker', password: 'Picker1234', language: 'en-GB' },
  north: { businessUnit: 'North', userName: 'admin', password: 'Admin1234', language: 'nb-NO' },
  // The warehouse clerk in their own language: the picker's role, Danish.
  clerk: { businessUnit: 'Demo', userName: 'picker', password: 'Picker1234', language: 'da-DK' },
} as const;
type Who = keyof typeof WHO;

/** Every catalogue text of a language, flattened to key → text (the host's and the plugins' files). */
function catalogue(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const dirs = [path.join(ROOT, 'schemas/i18n', language), ...fs.readdirSync(path.join(ROOT, 'plugins')).map((p) => path.join(ROOT, 'plugins', p, 'schemas/i18n', language))];
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out.set(prefix, value);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${prefix}.${k}`, v);
  };
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  }
  return out;
}

const english = catalogue('en-GB');
const groups = [...new Set([...english.keys()].map((k) => k.split('.')[0]))];
const keyPattern = new RegExp(`\\b(${groups.map((g) => g.replace(/\./g, '\\.')).join('|')})\\.[a-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*\\b`);

/** English texts the language translates differently (short or letterless texts left out: OK, kg, IDs). */
function englishLeaks(language: string): Set<string> {
  if (language === 'en-GB') return new Set();
  const own = catalogue(language);
  const ownTexts = new Set(own.values());
  const leaks = new Set<string>();
  for (const [key, text] of english) {
    const translated = own.get(key);
    if (translated !== undefined && translated !== text && !ownTexts.has(text) && /[a-z]{3}/.test(text) && text.length >= 4 && !text.includes('{{')) leaks.add(text.trim());
  }
  return leaks;
}

/** Every path a page answers: the menu's (entries, groups' routes, settings), the plugins' pages (`path: '...'` in their index) and the grid routes. */
function allRoutes(): string[] {
  const paths = new Set<string>(GRID_ROUTES.map((r) => `/${r}`));
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o.path === 'string') paths.add(`/${o.path}`);
      Object.values(o).forEach(collect);
    }
  };
  collect(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/menu.json'), 'utf8')));
  for (const plugin of fs.readdirSync(path.join(ROOT, 'plugins'))) {
    const menu = path.join(ROOT, 'plugins', plugin, 'schemas/menu.json');
    if (fs.existsSync(menu)) collect(JSON.parse(fs.readFileSync(menu, 'utf8')));
    const index = path.join(ROOT, 'plugins', plugin, 'src/index.ts');
    if (fs.existsSync(index)) for (const m of fs.readFileSync(index, 'utf8').matchAll(/path: '([^']*)'/g)) paths.add(`/${m[1]}`);
  }
  return [...paths];
}

async function signIn(page: Page, who: Who) {
  const u = WHO[who];
  const res = await page.request.post(`${BASE}/api/Authentication/user`, { data: { businessUnitName: u.businessUnit, userName: u.userName, password: u.password } });
  const token = (await res.json()).result.accessToken as string;
  await page.request.put(`${BASE}/api/User/changeDefaultLanguage`, { headers: { authorization: `Bearer ${token}` }, data: { language: u.language } });
  await page.goto(`${BASE}/login`);
  await page.getByLabel(/Business unit|Forretningsenhed|Forretningsenhet/).fill(u.businessUnit);
  await page.getByLabel(/User name|Brugernavn|Brukernavn/).fill(u.userName);
  await page.getByLabel(/Password|Adgangskode|Passord/).fill(u.password);
  await page.locator('button[type="submit"]').first().click();
  await page.getByTestId('user-menu').waitFor({ timeout: 30_000 });
}

interface Finding {
  who: Who;
  route: string;
  what: string;
  detail: string;
}

async function walk(who: Who): Promise<Finding[]> {
  const findings: Finding[] = [];
  const leaks = englishLeaks(WHO[who].language);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  let route = 'login';
  const note = (what: string, detail: string) => findings.push({ who, route, what, detail: detail.slice(0, 300) });
  page.on('console', (m) => {
    if (m.type() === 'error') note('console error', m.text());
  });
  page.on('pageerror', (e) => note('page error', e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) note('failed request', `${r.status()} ${r.request().method()} ${r.url().replace(BASE, '')}`);
  });
  page.on('requestfailed', (r) => {
    if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) note('request failed', `${r.method()} ${r.url().replace(BASE, '')} ${r.failure()?.errorText}`);
  });
  await signIn(page, who);
  const menuLinks = await page.locator('nav a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const routes = [...new Set([...menuLinks, ...allRoutes()])];
  fs.mkdirSync(path.join(SHOTS, who), { recursive: true });
  for (const r of routes) {
    route = r;
    await page.goto(`${BASE}${r}`);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => note('slow', 'network not idle after 15 s'));
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest('script,style') || !el.getClientRects().length) continue;
        const t = (n.textContent ?? '').trim();
        if (t) texts.push(t);
      }
      for (const el of document.querySelectorAll('[placeholder],[title],[aria-label]')) {
        for (const a of ['placeholder', 'title', 'aria-label']) {
          const v = el.getAttribute(a);
          if (v) texts.push(v.trim());
        }
      }
      return { texts, wide: document.documentElement.scrollWidth > window.innerWidth + 1, body: document.body.innerText };
    });
    for (const t of new Set(seen.texts)) {
      if (leaks.has(t)) note('English on screen', t);
      if (/\bundefined\b/.test(t)) note('undefined', t);
      if (/\bNaN\b/.test(t)) note('NaN', t);
      if (t.includes('{{') || t.includes('}}')) note('placeholder', t);
      const key = keyPattern.exec(t);
      if (key && !t.includes('@') && !/^https?:/.test(t)) note('translation key', t);
    }
    if (seen.wide) note('layout', 'page wider than the window');
    await page.screenshot({ path: path.join(SHOTS, who, `${r.replace(/[^\w-]+/g, '_')}.png`) });
  }
  await browser.close();
  return findings;
}

const chosen = (process.argv.slice(2).filter((a) => a in WHO) as Who[]).length ? (process.argv.slice(2) as Who[]) : (Object.keys(WHO) as Who[]);
for (const who of chosen) {
  const found = await walk(who);
  const seen = new Set<string>();
  for (const f of found) {
    const line = `${f.who}\t${f.route}\t${f.what}\t${f.detail}`;
    if (!seen.has(line)) console.log(line);
    seen.add(line);
  }
  console.log(`${who}: ${found.length} findings`);
}
