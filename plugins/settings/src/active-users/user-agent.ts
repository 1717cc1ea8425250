/**
 * A User-Agent header in the short form a person reads on the active-users page: the browser with
 * its major version and the operating system ("Chrome 131 · Windows"). The full string stays in
 * the cell's tooltip. Only the families a warehouse office or terminal uses are named; anything
 * else answers undefined parts, and the page shows the raw string's first word.
 */
export interface ShortUserAgent {
  browser?: string;
  os?: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome Headless', /\bHeadlessChrome\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export function shortUserAgent(ua: string): ShortUserAgent {
  let browser: string | undefined;
  for (const [name, re] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([, re]) => re.test(ua))?.[0];
  return { browser, os };
}

/** The text shown for a User-Agent: "Browser NN · OS", or the first word when neither is known. */
export function describeUserAgent(ua: string): string {
  const { browser, os } = shortUserAgent(ua);
  if (!browser && !os) return ua.split(/\s/)[0] ?? ua;
  return [browser, os].filter(Boolean).join(' · ');
}
