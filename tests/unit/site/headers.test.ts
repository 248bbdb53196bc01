import { describe, expect, test } from 'vitest';
import {
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
  inlineScriptHashes,
} from '../../../src/content-security-policy.mjs';
import { caddyfile, headersFile, nginxServerBlock } from '../../../src/deploy/host-files.ts';
import { everyResponse, pathRules } from '../../../src/deploy/host-policy.ts';

/** The header blocks of a `_headers` file: each path pattern with the headers under it. */
function headerBlocks(file: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) blocks.set(line, (current = {}));
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (header && current) current[header[1]!] = header[2]!;
  }
  return blocks;
}

describe('the host policy', () => {
  test('sends the meta policy with frame-ancestors, every hash from the one list', () => {
    const policy = everyResponse['Content-Security-Policy'];
    expect(policy).toBe(`${contentSecurityPolicy}; frame-ancestors 'none'`);
    expect(policy).toBe(contentSecurityPolicyHeader);
    for (const hash of inlineScriptHashes) expect(policy).toContain(`'${hash}'`);
  });
});

describe('_headers', () => {
  const blocks = headerBlocks(headersFile());

  test('sends every response header on every path', () => {
    expect(blocks.get('/*')).toEqual(everyResponse);
  });

  test('adds each rule on its own pattern: bundles cached for good, the worker never, Markdown as Markdown', () => {
    expect(blocks.get('/_astro/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(blocks.get('/playground/mockServiceWorker.js')).toEqual({ 'Cache-Control': 'no-cache' });
    expect(blocks.get('/*.md')).toEqual({ 'Content-Type': 'text/markdown; charset=utf-8' });
    expect(blocks.get('/llms.txt')).toEqual({ 'Content-Type': 'text/plain; charset=utf-8' });
    expect(blocks.size).toBe(pathRules.length + 1);
  });
});

describe('the nginx server block', () => {
  const block = nginxServerBlock({ root: '/srv/atlas', port: 8123 });
  const locations = [...block.matchAll(/^ {4}(location [^{]+) \{\n([\s\S]*?)\n {4}\}$/gm)];

  test('listens and serves where it is told, with the site’s 404 page', () => {
    expect(block).toMatch(/^ {4}listen 8123;$/m);
    expect(block).toMatch(/^ {4}root \/srv\/atlas;$/m);
    expect(block).toMatch(/^ {4}error_page 404 \/404\.html;$/m);
  });

  test('repeats every response header in every location, since nginx drops a server’s add_header there', () => {
    expect(locations.map(([, line]) => line)).toEqual([
      'location /',
      'location ^~ /_astro/',
      'location = /playground/mockServiceWorker.js',
      'location ~ \\.md$',
      'location = /llms.txt',
      'location = /llms-full.txt',
    ]);
    for (const [, , body] of locations)
      for (const [name, value] of Object.entries(everyResponse))
        expect(body).toContain(`add_header ${name} "${value}" always;`);
  });

  test('sets a rule’s Content-Type as the location’s only type, not as a second header', () => {
    const markdown = locations.find(([, line]) => line?.includes('.md'))![2];
    expect(markdown).toContain('types { } default_type "text/markdown; charset=utf-8";');
    expect(block).not.toContain('add_header Content-Type');
  });
});

describe('the Caddyfile', () => {
  const file = caddyfile({ root: '/srv/atlas', port: 8123 });

  test('serves the folder on the port, sends every header, and each rule on its matcher', () => {
    expect(file).toContain(':8123 {');
    expect(file).toContain('\troot * /srv/atlas');
    for (const [name, value] of Object.entries(everyResponse)) expect(file).toContain(`\theader ${name} "${value}"`);
    expect(file).toContain('\t@rule0 path /_astro/*');
    expect(file).toContain('\theader @rule0 Cache-Control "public, max-age=31536000, immutable"');
    expect(file).toContain('\t@rule2 path *.md');
    expect(file).toContain('\theader @rule2 Content-Type "text/markdown; charset=utf-8"');
    expect(file).toMatch(/handle_errors \{\n\t\trewrite \* \/404\.html\n\t\tfile_server\n\t\}/);
  });
});

describe('the host files under a base path', () => {
  const base = '/atlas/';

  test('_headers moves every pattern under the path', () => {
    const blocks = headerBlocks(headersFile(base));
    expect([...blocks.keys()]).toEqual([
      '/atlas/*',
      '/atlas/_astro/*',
      '/atlas/playground/mockServiceWorker.js',
      '/atlas/*.md',
      '/atlas/llms.txt',
      '/atlas/llms-full.txt',
    ]);
  });

  test('nginx serves the path, its rules and its 404 page there, from the folder that holds it', () => {
    const block = nginxServerBlock({ root: '/srv', port: 8123 }, base);
    expect([...block.matchAll(/^ {4}(location [^{]+) \{$/gm)].map(([, line]) => line)).toEqual([
      'location /atlas/',
      'location ^~ /atlas/_astro/',
      'location = /atlas/playground/mockServiceWorker.js',
      'location ~ \\.md$',
      'location = /atlas/llms.txt',
      'location = /atlas/llms-full.txt',
    ]);
    expect(block).toMatch(/^ {4}error_page 404 \/atlas\/404\.html;$/m);
    expect(block).toContain('the folder that holds the built dist/ folder as atlas/');
  });

  test('Caddy matches its rules and finds its 404 page under the path', () => {
    const file = caddyfile({ root: '/srv', port: 8123 }, base);
    expect(file).toContain('\t@rule0 path /atlas/_astro/*');
    expect(file).toContain('\t@rule1 path /atlas/playground/mockServiceWorker.js');
    expect(file).toMatch(/handle_errors \{\n\t\trewrite \* \/atlas\/404\.html\n\t\tfile_server\n\t\}/);
  });
});
