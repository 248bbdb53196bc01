/**
 * `npm run bench`: builds the site (timed), then prints for each page the JS and CSS it loads, raw and gzip, and a
 * Lighthouse run against `astro preview` in Debian's Chromium, each against its budget:
 *
 * - an errors page, a limits page and an entry's page (/errors/<id>/) each load no more JS than a plain prose page
 *   (the baseline, /levels/) and no playground code;
 * - the playground page, measured in Chromium: every script it fetches when opened and left alone is at most 120 kB
 *   of JS gzipped (its form and the entry index; the mock servers, MSW and the SDK load on the reader's first use),
 *   and with what its first run adds, at most 300 kB;
 * - once the mock's worker is ready, a run's first response is on screen within 100 ms (median of 7 runs);
 * - every page scores at least 95 for Lighthouse performance and accessibility (best practices and SEO reported);
 *   of the entry pages, one per server and level is run, and one module of the client (`-- --all-entries` runs all).
 * - the storm lab: 1,000 clients over 10 simulated minutes run in under 2 s for every strategy; its page loads no lab
 *   code until the lab is in view, then at most 110 kB of JS gzipped in all (the lab's own code and React, which a
 *   prose page does not load); a 10,000-client run keeps Interaction to Next Paint under 200 ms;
 *   no reference page reaches the lab's code.
 * - the explainer (/explain/), measured in Chromium through its first explanation: the JS its island adds to what a
 *   prose page (/levels/) loads is at most 110 kB gzipped. That is the storm lab's budget for a lab in view, the one
 *   budget the bench names for what a page's island adds (issue 22: "the explainer's page stays within the weight
 *   budget of a page with an island").
 *
 * - the Node mock soaks (`scripts/soak.ts`): 5,000 abandoned sessions on each stateful server and 100,000 mixed
 *   requests leave the heap after GC within 2x of the start, with no 5xx; the gate's throughput is printed beside
 *   a bare SDK server's.
 *
 * Exits 1 naming each budget that fails. `-- --no-lighthouse` skips the Lighthouse runs, `-- --no-soak` the soak;
 * `-- --soak` runs only the soak. The build goes to a temporary directory, so a `dist/` that tests or a preview are serving is left alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { ChunkReport } from '../src/build/chunk-report.ts';
import { runSoak } from './soak.ts';

const baselinePage = '/levels/';
const playgroundPage = '/playground/';
/** A page rendered from the catalog: a server's errors or limits, the specification's errors, or an entry's own page. */
const isReferencePage = (path: string) => /\/(errors|limits)\/$/.test(path) || /^\/errors\/[^/]+\/$/.test(path);
/** Bytes of gzip: the playground's JS before first use, and in all once its first run is done. */
const playgroundBudgets = { beforeFirstUse: 120_000, afterFirstRun: 300_000 } as const;
const firstResponseBudgetMs = 100;
/** The entry the browser measurement runs: a tool reply the reference client waits out and repeats. */
const measuredEntry = 'clockford.tool.clerk-busy';
const lighthouseBudgets = { performance: 95, accessibility: 95 } as const;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Strings that only the playground's code contains: MSW's worker and log prefix, the MCP SDK's client transport. */
const playgroundMarkers = ['mockServiceWorker', '[MSW]', 'StreamableHTTPClientTransport'];
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// ---- sizes -------------------------------------------------------------------------------------------------

type Size = { raw: number; gzip: number };
const zero: Size = { raw: 0, gzip: 0 };
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const measure = (bytes: Buffer | string): Size => ({
  raw: Buffer.byteLength(bytes),
  gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
});
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

// ---- what a page loads ---------------------------------------------------------------------------------------

/** A built file, relative to the build directory with forward slashes, resolved from a URL in `from`; or undefined. */
function resolveFile(outDir: string, specifier: string, from: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(specifier) || specifier.includes('${')) return undefined;
  const path = specifier.split(/[?#]/)[0]!;
  const file = path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(from), path);
  const full = join(outDir, file);
  return existsSync(full) && statSync(full).isFile() ? file : undefined;
}

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map((match) => [
      match[1]!.toLowerCase(),
      (match[2] ?? match[3] ?? match[4] ?? '').replaceAll('&amp;', '&'),
    ]),
  );

type Edges = { imports: string[]; lazy: string[]; unresolved: string[] };
const edgeCache = new Map<string, Edges>();

/** A module's static imports, and what it may load later: `import()` targets, Vite's preload lists, worker scripts. */
function edgesOf(outDir: string, source: string, from: string): Edges {
  const resolve = (specifier: string) => resolveFile(outDir, specifier, from);
  const imports = [...source.matchAll(/\b(?:from|import)\s*["'`]([^"'`]+)["'`]/g)].map((match) => match[1]!);
  const dynamic = [...source.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((match) => match[1]!);
  const preloads = [...source.matchAll(/m\.f=\[([^\]]*)\]/g)].flatMap((match) =>
    [...match[1]!.matchAll(/["'`]([^"'`]+)["'`]/g)].map((file) => `/${file[1]!}`),
  );
  const scripts = [...source.matchAll(/["'`](\/[\w./-]+\.js)["'`]/g)].map((match) => match[1]!);
  return {
    imports: imports.flatMap((specifier) => resolve(specifier) ?? []),
    lazy: [...dynamic, ...preloads, ...scripts].flatMap((specifier) => resolve(specifier) ?? []),
    unresolved: dynamic.filter((specifier) => resolve(specifier) === undefined),
  };
}

function moduleEdges(outDir: string, file: string): Edges {
  let edges = edgeCache.get(file);
  if (!edges) {
    edges = file.endsWith('.js')
      ? edgesOf(outDir, readFileSync(join(outDir, file), 'utf8'), file)
      : { imports: [], lazy: [], unresolved: [] };
    edgeCache.set(file, edges);
  }
  return edges;
}

/** Every file reachable from `roots` through static imports. */
function staticClosure(outDir: string, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    moduleEdges(outDir, file).imports.forEach(visit);
  };
  [...roots].forEach(visit);
  return seen;
}

type PageLoad = {
  path: string;
  js: Size;
  lazyJs: Size;
  css: Size;
  inlineJs: Size;
  inlineCss: Size;
  playgroundCode: string[];
  unresolved: string[];
  /** Each JS file, initial or lazy, with its size. */
  files: Array<{ file: string; lazy: boolean; size: Size }>;
};

/** What a built page loads: its scripts and islands with their static imports, then what those may load later. */
function pageLoad(outDir: string, path: string, htmlFile: string): PageLoad {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const roots: string[] = [];
  const stylesheets: string[] = [];
  let inlineJs = '';
  let inlineEdges: Edges = { imports: [], lazy: [], unresolved: [] };
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const { src, type } = attributes(tag!);
    if (src) roots.push(...[resolveFile(outDir, src, htmlFile) ?? []].flat());
    else if (!type || type === 'module' || type.includes('javascript')) {
      inlineJs += body;
      const edges = edgesOf(outDir, body!, htmlFile);
      inlineEdges = {
        imports: [...inlineEdges.imports, ...edges.imports],
        lazy: [...inlineEdges.lazy, ...edges.lazy],
        unresolved: [...inlineEdges.unresolved, ...edges.unresolved],
      };
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const { rel = '', href } = attributes(tag);
    const file = href ? resolveFile(outDir, href, htmlFile) : undefined;
    if (!file) continue;
    if (/\bstylesheet\b/.test(rel)) stylesheets.push(file);
    if (/\bmodulepreload\b/.test(rel)) roots.push(file);
  }
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => attributes(tag));
  for (const island of islands)
    for (const url of [island['component-url'], island['renderer-url'], island['before-hydration-url']])
      if (url) roots.push(...[resolveFile(outDir, url, htmlFile) ?? []].flat());
  const initial = staticClosure(outDir, [...roots, ...inlineEdges.imports]);
  const lazy = new Set<string>();
  const unresolved = new Set(inlineEdges.unresolved);
  const queue = [...inlineEdges.lazy];
  for (const file of initial) {
    queue.push(...moduleEdges(outDir, file).lazy);
    moduleEdges(outDir, file).unresolved.forEach((specifier) => unresolved.add(specifier));
  }
  while (queue.length > 0) {
    for (const reached of staticClosure(outDir, [queue.pop()!])) {
      if (initial.has(reached) || lazy.has(reached)) continue;
      lazy.add(reached);
      queue.push(...moduleEdges(outDir, reached).lazy);
      moduleEdges(outDir, reached).unresolved.forEach((specifier) => unresolved.add(specifier));
    }
  }
  const sizeOf = (files: Iterable<string>) =>
    [...files].reduce((total, file) => add(total, measure(readFileSync(join(outDir, file)))), zero);
  const jsOf = (files: Set<string>) => [...files].filter((file) => file.endsWith('.js'));
  const lazyCss = [...lazy].filter((file) => file.endsWith('.css'));
  const reachable = [...initial, ...lazy].filter((file) => file.endsWith('.js'));
  const playgroundCode = [
    ...islands.flatMap((island) =>
      /\/Playground\.[\w-]+\.js$/.test(island['component-url'] ?? '') ? [`island ${island['component-url']}`] : [],
    ),
    ...reachable.filter((file) =>
      playgroundMarkers.some((marker) => readFileSync(join(outDir, file), 'utf8').includes(marker)),
    ),
  ];
  return {
    path,
    js: sizeOf(jsOf(initial)),
    lazyJs: sizeOf(jsOf(lazy)),
    css: add(sizeOf(stylesheets), sizeOf(lazyCss)),
    inlineJs: inlineJs.trim() === '' ? zero : measure(inlineJs),
    inlineCss: measure([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')),
    playgroundCode,
    unresolved: [...unresolved],
    files: [
      ...jsOf(initial).map((file) => ({ file, lazy: false })),
      ...jsOf(lazy).map((file) => ({ file, lazy: true })),
    ].map((entry) => ({ ...entry, size: measure(readFileSync(join(outDir, entry.file))) })),
  };
}

/** Everything a page may load: its scripts, inline and external, and what they load lazily. */
const allJs = (load: PageLoad) => add(add(load.js, load.inlineJs), load.lazyJs);

// ---- build, preview, Lighthouse ---------------------------------------------------------------------------------

/** Where the build writes its chunk report: beside the build, not in it, so the site never serves it. */
const chunkReportFile = (outDir: string) => `${outDir}.chunks.json`;

/** Modules summed by package (or by folder of the project), for one chunk: name, raw bytes, gzip of their code. */
function chunkContents(report: ChunkReport, file: string): Array<{ name: string; size: Size }> {
  const groups = new Map<string, string>();
  for (const { module, code } of report[file] ?? []) {
    const name = module.includes(' ') ? module.split(' ')[0]! : module.split('/').slice(0, 3).join('/');
    groups.set(name, (groups.get(name) ?? '') + code);
  }
  return [...groups].map(([name, code]) => ({ name, size: measure(code) })).sort((a, b) => b.size.gzip - a.size.gzip);
}

/** The first run's largest chunks, each with its largest packages or folders (gzip of each alone, so not additive). */
function printFirstRun(outDir: string, firstRun: Map<string, Size>): void {
  const report = existsSync(chunkReportFile(outDir))
    ? (JSON.parse(readFileSync(chunkReportFile(outDir), 'utf8')) as ChunkReport)
    : {};
  console.log("\nThe first run's largest chunks and what is in them (kB raw / gz; a part's gz is of it alone):");
  for (const [path, size] of [...firstRun].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 5)) {
    console.log(`  ${kB(size.raw).padStart(7)} ${kB(size.gzip).padStart(6)}  ${path}`);
    for (const part of chunkContents(report, path.slice(1)).slice(0, 8))
      console.log(`      ${kB(part.size.raw).padStart(7)} ${kB(part.size.gzip).padStart(6)}  ${part.name}`);
  }
}

/** `astro build` into `outDir`; its wall time in ms. Exits with the build's output if it fails. */
function build(outDir: string): number {
  const started = performance.now();
  const result = spawnSync('npx', ['astro', 'build', '--outDir', outDir], {
    encoding: 'utf8',
    // The build writes what each browser chunk holds beside itself (src/build/chunk-report.ts).
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ATLAS_CHUNK_REPORT: chunkReportFile(outDir) },
  });
  const elapsed = performance.now() - started;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`astro build failed (exit ${result.status ?? result.signal}).`);
  }
  return elapsed;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `astro preview` of the build, in its own process group so stopping it stops all of it. Its origin is read from
 * what it prints, since it moves to another port when the one asked for is taken.
 */
async function preview(outDir: string): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const server = spawn(
    'npx',
    ['astro', 'preview', '--outDir', outDir, '--port', String(port), '--host', '127.0.0.1', '--ignore-lock'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  let output = '';
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 30_000);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const local = /Local\s+(http:\/\/[\w.:-]+)/.exec(output)?.[1];
      if (local) {
        clearTimeout(timer);
        resolve(local);
      }
    });
    server.once('exit', () => resolve(undefined));
  });
  if (
    origin &&
    (await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    ))
  )
    return { origin, stop };
  stop();
  throw new Error(`astro preview did not start within 30 s:\n${output}`);
}

type Category = (typeof categories)[number];
type Scores = Record<Category, number | undefined> & {
  problems: Record<string, string[]>;
  error?: string | undefined;
  runs: number;
};

/** One Lighthouse run of a page, with the audits that cost points in each category, so a low score says why. */
async function auditPage(url: string, port: number): Promise<Scores> {
  const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }))
    ?.lhr;
  const score = (id: string) => {
    const value = lhr?.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : undefined;
  };
  const problems = Object.fromEntries(
    Object.entries(lhr?.categories ?? {}).map(([id, category]) => [
      id,
      category.auditRefs.flatMap((ref) => {
        const audit = lhr!.audits[ref.id];
        return ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 0.9
          ? [`${audit.id}${audit.displayValue ? ` ${audit.displayValue}` : ''}`]
          : [];
      }),
    ]),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    problems,
    error: lhr?.runtimeError?.message,
    runs: 1,
  };
}

const meetsBudgets = (scores: Scores) =>
  Object.entries(lighthouseBudgets).every(([id, budget]) => (scores[id as Category] ?? 0) >= budget);

/**
 * Lighthouse (its default, mobile, settings) on each page in one headless Chromium. Its simulated throttling scales
 * what the machine measured, so a busy 2-core machine can sink a score: a page under budget runs twice more, and
 * the run with the median performance score counts.
 */
async function runLighthouse(origin: string, paths: string[]): Promise<Map<string, Scores>> {
  const chrome = await launch({ chromePath, chromeFlags });
  const scores = new Map<string, Scores>();
  try {
    for (const path of paths) {
      const runs = [await auditPage(`${origin}${path}`, chrome.port)];
      if (!meetsBudgets(runs[0]!))
        runs.push(
          ...[await auditPage(`${origin}${path}`, chrome.port), await auditPage(`${origin}${path}`, chrome.port)],
        );
      const median = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[
        Math.floor(runs.length / 2)
      ]!;
      scores.set(path, { ...median, runs: runs.length });
      console.log(
        `  lighthouse ${path}: ${runs.map((run) => categories.map((id) => `${id} ${run[id] ?? '-'}`).join(', ')).join(' | ')}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

// ---- the playground in a browser ----------------------------------------------------------------------------

type PlaygroundUse = {
  /** Every script the page fetched when opened, before any use. */
  load: Map<string, Size>;
  /** What the first run fetched on top: the mock servers, MSW, the SDK, the highlighter. */
  firstRun: Map<string, Size>;
  /** Click to first response on screen, worker ready, one per run, ms. */
  firstResponseMs: number[];
};

/**
 * Opens the playground in Chromium and records each script it fetches, gzip -9 like the static figures: first
 * what the page loads when opened and left alone, then what the first run adds. With the worker ready, runs
 * the entry 7 times more, each time timing Trigger's click to the first response drawn in the wire pane.
 */
async function measurePlayground(origin: string): Promise<PlaygroundUse> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const use: PlaygroundUse = { load: new Map(), firstRun: new Map(), firstResponseMs: [] };
    let bucket = use.load;
    const bodies: Array<Promise<void>> = [];
    // The context sees the service worker's fetches too, its own script among them.
    context.on('response', (response) => {
      // Scripts, and the service worker's own script, which the browser fetches as a worker, not a script.
      const path = new URL(response.url()).pathname;
      if (response.request().resourceType() !== 'script' && !path.endsWith('.js')) return;
      const into = bucket;
      bodies.push(
        response.body().then(
          (body) => void into.set(path, measure(body)),
          () => undefined,
        ),
      );
    });
    await page.goto(`${origin}${playgroundPage}?entry=${measuredEntry}&policy=reference`, { waitUntil: 'networkidle' });
    await page.locator('.pg-fields:not([disabled])').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);

    bucket = use.firstRun;
    await page.getByRole('button', { name: 'Trigger' }).click();
    const done = page.locator('.pg-pane[data-state="done"]');
    await done.waitFor({ timeout: 60_000 });
    await page.locator('pre.pg-body.shiki').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);

    for (let run = 0; run < 7; run += 1) {
      use.firstResponseMs.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const root = document.querySelector('.pg')!;
              const button = root.querySelector<HTMLButtonElement>('.pg-controls button[type="submit"]')!;
              const response = () => root.querySelector('.pg-pane .pg-wire li');
              // The last run's wire is cleared first; the first exchange drawn after that is this run's.
              let cleared = false;
              const observer = new MutationObserver(() => {
                if (!cleared) cleared = response() === null;
                if (cleared && response()) {
                  observer.disconnect();
                  resolve(performance.now() - started);
                }
              });
              observer.observe(root, { childList: true, subtree: true });
              setTimeout(() => reject(new Error('no response was drawn within 10 s of Trigger')), 10_000);
              const started = performance.now();
              button.click();
            }),
        ),
      );
      await done.waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Trigger' }).waitFor();
    }
    return use;
  } finally {
    await browser.close();
  }
}

const total = (sizes: Map<string, Size>) => [...sizes.values()].reduce(add, zero);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// ---- the storm lab ---------------------------------------------------------------------------------------------

const stormPage = '/guides/many-clients/';
const stormBudgets = { simulationMs: 2000, labJs: 110_000, inpMs: 200 } as const;
/** Strings only the storm lab's code contains: its worker's chunk name and its island's class. */
const stormMarkers = ['storm-worker', 'storm-lab'];
/** The islands' runtime (React, react-dom and Astro's renderer, in the chunk Astro names `client`), which a prose page does not load. */
const isIslandRuntime = (path: string) => /\/(client|jsx-runtime|index)\.[\w-]+\.js$/.test(path);

/**
 * One run per strategy, 1,000 clients over 10 simulated minutes, the lab's default workload: the CPU time of this
 * one thread ("on one core", which a busy shared machine does not inflate) and the wall time beside it.
 */
async function measureSimulation(): Promise<Array<{ strategy: string; cpuMs: number; wallMs: number; calls: number }>> {
  const { runStorm } = await import('../src/storm/simulate.ts');
  const { defaultStormParams } = await import('../src/storm/params.ts');
  const { strategyNames } = await import('../src/storm/strategies.ts');
  return strategyNames.map((strategy) => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const result = runStorm({ ...defaultStormParams, clients: 1000, seconds: 600, strategy });
    const used = process.cpuUsage(cpu);
    return {
      strategy,
      cpuMs: (used.user + used.system) / 1000,
      wallMs: performance.now() - wall,
      calls: result.totalCalls,
    };
  });
}

type StormUse = { beforeView: Map<string, Size>; inView: Map<string, Size>; interactionsMs: number[] };

/**
 * Opens the lab's page in Chromium with the lab below the fold and records the scripts it fetches; scrolls the lab
 * into view and records what that adds until both runs are drawn; then starts a 10,000-client run and, while it
 * runs, types into the seed and opens and closes a table, timing each interaction (Event Timing, as INP does).
 */
async function measureStorm(origin: string): Promise<StormUse> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const use: StormUse = { beforeView: new Map(), inView: new Map(), interactionsMs: [] };
    let bucket = use.beforeView;
    const bodies: Array<Promise<void>> = [];
    context.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().resourceType() !== 'script' && !path.endsWith('.js')) return;
      const into = bucket;
      bodies.push(
        response.body().then(
          (body) => void into.set(path, measure(body)),
          () => undefined,
        ),
      );
    });
    await page.goto(`${origin}${stormPage}`, { waitUntil: 'networkidle' });
    await Promise.all(bodies);
    bucket = use.inView;
    await page.locator('.storm-lab').scrollIntoViewIfNeeded();
    await page.getByText(/^Done:/).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);

    await page.evaluate(() => {
      const durations: number[] = [];
      (window as unknown as { stormInteractions: number[] }).stormInteractions = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
          if (entry.interactionId) durations.push(entry.duration);
      }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.getByLabel('Clients').fill('10000');
    await page.getByLabel('Strategy A').selectOption('naive');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText(/^Running:/).waitFor({ timeout: 10_000 });
    for (let round = 0; round < 3; round += 1) {
      await page.getByLabel('Seed').press('End');
      await page.getByLabel('Seed').press('1');
      await page.getByText('The chart’s numbers, ten seconds to a row').first().click();
      await page.waitForTimeout(150);
    }
    await page.getByText(/^Done:/).waitFor({ timeout: 120_000 });
    use.interactionsMs = await page.evaluate(
      () => (window as unknown as { stormInteractions: number[] }).stormInteractions,
    );
    return use;
  } finally {
    await browser.close();
  }
}

// ---- the explainer ------------------------------------------------------------------------------------------

const explainPage = '/explain/';
/** The explainer's island is held to the storm lab's budget for a lab in view: what a page's island adds. */
const explainBudget = stormBudgets.labJs;
/** The response the measurement pastes: a 429 with its wait, which the explainer reads as an entry. */
const explainedResponse = 'HTTP/1.1 429 Too Many Requests\nRetry-After: 3\nContent-Type: text/plain\n\nSlow down';

/** Opens the explainer in Chromium, explains one response, and records every script fetched until it is drawn. */
async function measureExplainer(origin: string): Promise<Map<string, Size>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = new Map<string, Size>();
    const bodies: Array<Promise<void>> = [];
    context.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().resourceType() !== 'script' && !path.endsWith('.js')) return;
      bodies.push(
        response.body().then(
          (body) => void fetched.set(path, measure(body)),
          () => undefined,
        ),
      );
    });
    await page.goto(`${origin}${explainPage}`, { waitUntil: 'networkidle' });
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByLabel('What your client got').fill(explainedResponse);
    await page.getByRole('button', { name: 'Explain' }).click();
    await page.locator('.explain-result').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    return fetched;
  } finally {
    await browser.close();
  }
}

// ---- report --------------------------------------------------------------------------------------------------

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const sizeCells = (size: Size) => [kB(size.raw), kB(size.gzip)];

if (process.argv.includes('--soak')) {
  const soak = await runSoak();
  console.log(`\nBudgets:\n${soak.map(({ ok, text }) => `${ok ? 'PASS' : 'FAIL'}  ${text}`).join('\n')}`);
  process.exit(soak.every(({ ok }) => ok) ? 0 : 1);
}

const withLighthouse = !process.argv.includes('--no-lighthouse');
const outDir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
const failures: string[] = [];
const verdicts: string[] = [];
const check = (ok: boolean, text: string) => {
  verdicts.push(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  if (!ok) failures.push(text);
};
try {
  console.log('bench: the storm lab, 1,000 clients over 10 simulated minutes, one run per strategy');
  const simulation = await measureSimulation();
  console.log(
    table(
      ['strategy', 'CPU ms', 'wall ms', 'calls'],
      simulation.map(({ strategy, cpuMs, wallMs, calls }) => [
        strategy,
        cpuMs.toFixed(0),
        wallMs.toFixed(0),
        calls.toLocaleString('en'),
      ]),
    ),
  );
  for (const { strategy, cpuMs } of simulation)
    check(
      cpuMs < stormBudgets.simulationMs,
      `storm lab: ${strategy}, 1,000 clients × 600 s in ${cpuMs.toFixed(0)} ms of CPU < ${stormBudgets.simulationMs} ms (ratio ${(cpuMs / stormBudgets.simulationMs).toFixed(2)})`,
    );

  console.log(`\nbench: astro build --outDir ${outDir}`);
  const buildMs = build(outDir);
  // Imported once the build exists: the module lists the built pages as it loads (of E2E_DIST, else dist/).
  process.env['E2E_DIST'] = outDir;
  const { builtPages, htmlFileOfPath, onePerTemplate } = await import('../tests/e2e/site-pages.ts');
  const paths = builtPages(outDir);
  const loads = paths.map((path) => pageLoad(outDir, path, htmlFileOfPath(path, outDir)!));
  const baseline = loads.find((load) => load.path === baselinePage);
  if (!baseline) throw new Error(`The baseline page ${baselinePage} is not in the build.`);
  const baselineJs = allJs(baseline).gzip;

  console.log(`\nBuild: ${(buildMs / 1000).toFixed(1)} s, ${paths.length} pages.\n`);
  console.log('JS and CSS each page loads, kB (1000 B): raw and gzip -9. JS: external scripts, islands and their');
  console.log('static imports; inline: <script> in the HTML; lazy: import() targets and what they import.\n');
  const budgetCell = (load: PageLoad) => {
    if (isReferencePage(load.path)) return `${(allJs(load).gzip / baselineJs).toFixed(2)} of ${baselinePage}`;
    if (load.path === playgroundPage) return 'measured below';
    return '';
  };
  console.log(
    table(
      ['page', 'JS', 'gz', 'inline', 'gz', 'lazy JS', 'gz', 'all JS gz', 'CSS', 'gz', 'playground code', 'JS budget'],
      loads.map((load) => [
        load.path,
        ...sizeCells(load.js),
        ...sizeCells(load.inlineJs),
        ...sizeCells(load.lazyJs),
        kB(allJs(load).gzip),
        ...sizeCells(add(load.css, load.inlineCss)),
        load.playgroundCode.length > 0 ? 'yes' : 'no',
        budgetCell(load),
      ]),
    ),
  );
  const unresolved = [...new Set(loads.flatMap((load) => load.unresolved))];
  if (unresolved.length > 0) console.log(`\nimport() with a computed target, not counted: ${unresolved.join(', ')}`);

  for (const load of loads.filter((candidate) => isReferencePage(candidate.path))) {
    const js = allJs(load).gzip;
    check(
      js <= baselineJs,
      `reference page ${load.path}: JS ${kB(js)} kB gz <= ${baselinePage} ${kB(baselineJs)} kB (ratio ${(js / baselineJs).toFixed(2)})`,
    );
    check(
      load.playgroundCode.length === 0,
      `reference page ${load.path}: no playground code${load.playgroundCode.length > 0 ? ` (found ${load.playgroundCode.join(', ')})` : ''}`,
    );
  }
  const reachesStorm = (load: PageLoad) =>
    load.files.some(({ file }) =>
      stormMarkers.some((marker) => readFileSync(join(outDir, file), 'utf8').includes(marker)),
    );
  for (const load of loads.filter((candidate) => isReferencePage(candidate.path)))
    check(!reachesStorm(load), `reference page ${load.path}: no storm lab code`);
  const server = await preview(outDir);
  let scores: Map<string, Scores> | undefined;
  try {
    const playground = loads.find((load) => load.path === playgroundPage);
    if (playground) {
      console.log(`\nThe playground in Chromium (${chromePath}), ${measuredEntry}, reference client:`);
      const use = await measurePlayground(server.origin);
      const onLoad = add(total(use.load), playground.inlineJs);
      const firstRun = total(use.firstRun);
      const afterFirstRun = add(onLoad, firstRun);
      const budgetOf = (budget: keyof typeof playgroundBudgets) => kB(playgroundBudgets[budget]);
      console.log(
        table(
          ['', 'JS', 'gz', 'budget gz'],
          [
            [
              'page load, before first use (scripts fetched, plus inline)',
              ...sizeCells(onLoad),
              budgetOf('beforeFirstUse'),
            ],
            ['first run adds', ...sizeCells(firstRun), ''],
            ['after the first run', ...sizeCells(afterFirstRun), budgetOf('afterFirstRun')],
            ['everything it may load (static analysis)', ...sizeCells(allJs(playground)), ''],
          ],
        ),
      );
      const when = (file: string) =>
        use.load.has(`/${file}`) ? 'page load' : use.firstRun.has(`/${file}`) ? 'first run' : 'not fetched';
      console.log(`\nJS files of ${playgroundPage}, largest first (kB raw / gz):`);
      for (const { file, size } of playground.files.sort((a, b) => b.size.gzip - a.size.gzip))
        console.log(`  ${kB(size.raw).padStart(7)} ${kB(size.gzip).padStart(6)}  ${when(file).padEnd(11)}  ${file}`);
      printFirstRun(outDir, use.firstRun);
      const first = median(use.firstResponseMs);
      console.log(
        `\nTrigger to first response on screen, worker ready (ms): ${use.firstResponseMs.map((ms) => ms.toFixed(0)).join(', ')}; median ${first.toFixed(0)}`,
      );
      const { beforeFirstUse, afterFirstRun: afterFirstRunBudget } = playgroundBudgets;
      check(
        onLoad.gzip <= beforeFirstUse,
        `playground ${playgroundPage}: JS before first use ${kB(onLoad.gzip)} kB gz <= ${kB(beforeFirstUse)} kB (ratio ${(onLoad.gzip / beforeFirstUse).toFixed(2)})`,
      );
      check(
        afterFirstRun.gzip <= afterFirstRunBudget,
        `playground ${playgroundPage}: JS after the first run ${kB(afterFirstRun.gzip)} kB gz <= ${kB(afterFirstRunBudget)} kB (ratio ${(afterFirstRun.gzip / afterFirstRunBudget).toFixed(2)}; the first run adds ${kB(firstRun.gzip)} kB)`,
      );
      check(
        first < firstResponseBudgetMs,
        `playground ${playgroundPage}: first response on screen in ${first.toFixed(0)} ms < ${firstResponseBudgetMs} ms (ratio ${(first / firstResponseBudgetMs).toFixed(2)}, median of ${use.firstResponseMs.length})`,
      );
    } else check(false, `playground ${playgroundPage}: the page is not in the build`);

    if (loads.some((load) => load.path === stormPage)) {
      console.log(`\nThe storm lab in Chromium (${stormPage}):`);
      const storm = await measureStorm(server.origin);
      const beforeView = total(storm.beforeView);
      const inView = total(storm.inView);
      const runtime = [...storm.inView]
        .filter(([path]) => isIslandRuntime(path))
        .reduce((sum, [, size]) => add(sum, size), zero);
      const labOwn = { raw: inView.raw - runtime.raw, gzip: inView.gzip - runtime.gzip };
      console.log(
        table(
          ['', 'JS', 'gz'],
          [
            ['page load, lab out of view (scripts fetched)', ...sizeCells(beforeView)],
            ['the lab in view adds', ...sizeCells(inView)],
            ['  of which the islands’ runtime (React)', ...sizeCells(runtime)],
            ['  of which the lab’s own code (island, uPlot, worker)', ...sizeCells(labOwn)],
          ],
        ),
      );
      for (const [path, size] of [...storm.inView].sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`  ${kB(size.raw).padStart(7)} ${kB(size.gzip).padStart(6)}  ${path}`);
      const inp = Math.max(0, ...storm.interactionsMs);
      console.log(
        `\nInteractions during a 10,000-client run (ms, Event Timing, over 16 ms): ${storm.interactionsMs.map((ms) => ms.toFixed(0)).join(', ') || 'none over 16 ms'}`,
      );
      check(
        ![...storm.beforeView.keys()].some((path) => /StormLab|storm-worker/.test(path)),
        `storm lab ${stormPage}: no lab code before the lab is in view (${kB(beforeView.gzip)} kB gz fetched)`,
      );
      check(
        inView.gzip <= stormBudgets.labJs,
        `storm lab ${stormPage}: JS the lab in view adds to the page ${kB(inView.gzip)} kB gz <= ${kB(stormBudgets.labJs)} kB (ratio ${(inView.gzip / stormBudgets.labJs).toFixed(2)}; the lab's own ${kB(labOwn.gzip)} kB, the islands' runtime ${kB(runtime.gzip)} kB)`,
      );
      check(
        inp < stormBudgets.inpMs,
        `storm lab ${stormPage}: Interaction to Next Paint during a 10,000-client run ${inp.toFixed(0)} ms < ${stormBudgets.inpMs} ms (ratio ${(inp / stormBudgets.inpMs).toFixed(2)})`,
      );
    } else check(false, `storm lab ${stormPage}: the page is not in the build`);

    if (loads.some((load) => load.path === explainPage)) {
      console.log(`\nThe explainer in Chromium (${explainPage}), through its first explanation:`);
      const fetched = await measureExplainer(server.origin);
      // What a prose page loads (the baseline's scripts, initial or lazy) is not the island's.
      const prose = new Set(baseline.files.map(({ file }) => `/${file}`));
      const island = [...fetched].filter(([path]) => !prose.has(path));
      const islandJs = island.reduce((sum, [, size]) => add(sum, size), zero);
      console.log(
        table(
          ['', 'JS', 'gz'],
          [
            ['everything fetched, page load and first explanation', ...sizeCells(total(fetched))],
            [`what the island adds to a prose page (${baselinePage})`, ...sizeCells(islandJs)],
          ],
        ),
      );
      for (const [path, size] of island.sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`  ${kB(size.raw).padStart(7)} ${kB(size.gzip).padStart(6)}  ${path}`);
      check(
        islandJs.gzip <= explainBudget,
        `explainer ${explainPage}: JS its island adds to a prose page through its first explanation ${kB(islandJs.gzip)} kB gz <= ${kB(explainBudget)} kB (ratio ${(islandJs.gzip / explainBudget).toFixed(2)})`,
      );
    } else check(false, `explainer ${explainPage}: the page is not in the build`);

    if (withLighthouse) {
      console.log(`\nLighthouse ${categories.join(', ')} (default mobile settings), astro preview, ${chromePath}:`);
      scores = await runLighthouse(
        server.origin,
        process.argv.includes('--all-entries') ? paths : onePerTemplate(paths),
      );
    }
  } finally {
    server.stop();
  }

  if (scores !== undefined) {
    const lighthouse = scores;
    const audited = [...lighthouse.keys()];
    const cell = (value: number | undefined, budget: number) =>
      value === undefined ? 'error' : `${value} (${(value / budget).toFixed(2)})`;
    console.log(
      '\nLighthouse scores (ratio to 95; performance and accessibility must reach it, the others are reported):\n',
    );
    console.log(
      table(
        ['page', ...categories],
        audited.map((path) => [
          `${path}${lighthouse.get(path)!.runs > 1 ? ` (median of ${lighthouse.get(path)!.runs})` : ''}`,
          ...categories.map((id) => cell(lighthouse.get(path)![id], 95)),
        ]),
      ),
    );
    for (const [id, budget] of Object.entries(lighthouseBudgets) as Array<[Category, number]>) {
      const below = audited.filter((path) => (lighthouse.get(path)![id] ?? 0) < budget);
      if (below.length === 0)
        check(true, `lighthouse ${id} >= ${budget} on every page audited (${audited.length} of ${paths.length})`);
      for (const path of below) {
        const result = lighthouse.get(path)!;
        const why =
          result[id] === undefined
            ? `no score: ${result.error ?? 'the run failed'}`
            : `${result[id]}: ${(result.problems[id] ?? []).join(', ')}`;
        check(false, `lighthouse ${id} ${path} >= ${budget}, was ${why}`);
      }
    }
    const notes = audited.flatMap((path) =>
      (['best-practices', 'seo'] as const).flatMap((id) => {
        const result = lighthouse.get(path)!;
        return (result[id] ?? 0) < 100
          ? [`  ${path} ${id} ${result[id] ?? '-'}: ${(result.problems[id] ?? []).join(', ') || result.error || ''}`]
          : [];
      }),
    );
    if (notes.length > 0)
      console.log(`\nBest practices and SEO below 100 (reported, not budgets):\n${notes.join('\n')}`);
  }
  if (!process.argv.includes('--no-soak')) for (const { ok, text } of await runSoak()) check(ok, text);
  console.log(`\nBudgets:\n${verdicts.join('\n')}`);
} catch (error) {
  failures.push(`the bench could not finish: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(chunkReportFile(outDir), { force: true });
}
if (failures.length > 0) {
  console.error(
    `\nbench: ${failures.length} budget(s) failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('\nbench: every budget met.');
