// Lighthouse (its default: the mobile profile, simulated slow 4G and a 4x slower CPU) against pages of a
// server on this machine, in a headless Chromium found the way the end-to-end tests find theirs.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  /** 0–100, as Lighthouse's report shows them. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

export interface PageScores extends LighthouseScores {
  page: string;
  path: string;
}

export interface HeadlessChromium {
  port: number;
  close(): Promise<void>;
}

export async function launchChromium(executable: string): Promise<HeadlessChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'rinkside-bench-chromium-'));
  const child: ChildProcess = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      // Only this machine: a page that asks another host for anything (a hot-linked logo) gets a quick
      // failure instead of traffic leaving the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      // Port 0: Chromium picks a free one and writes it to DevToolsActivePort in its profile folder.
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 200; i += 1) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    }
    if (child.exitCode !== null) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  await close();
  throw new Error(`Chromium at ${executable} opened no DevTools port`);
}

/** One Lighthouse run; `cookie` signs the page in (sent with every request to the page's server). */
export async function runLighthouse(
  url: string,
  chromium: HeadlessChromium,
  cookie?: string,
): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port: chromium.port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
  };
}
