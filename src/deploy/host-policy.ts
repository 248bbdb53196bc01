/**
 * What every static host must send with the built site, in one place: the headers on every response, and the
 * rules for paths that need more (cached bundles, the service worker, the Markdown copies, llms.txt). The build
 * writes this policy three ways (`host-files.ts`): `_headers` for Netlify and Cloudflare Pages, an nginx server
 * block and a Caddyfile, so the three never disagree.
 */
import { contentSecurityPolicyHeader } from '../content-security-policy.mjs';

/** The headers every response carries, pages, assets and errors alike. */
export const everyResponse: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicyHeader,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Which paths a rule covers: everything under a folder, one file, or every file with an extension. */
export type PathMatch = { readonly under: string } | { readonly file: string } | { readonly extension: string };

export interface PathRule {
  /** Why the rule exists, written into each generated file as its comment. */
  readonly why: string;
  readonly match: PathMatch;
  /** The headers it adds to `everyResponse`. A `Content-Type` here replaces the host's own guess. */
  readonly headers: Readonly<Record<string, string>>;
}

/** The paths that need more than `everyResponse`, in the order the generated files list them. */
export const pathRules: readonly PathRule[] = [
  {
    why: "Astro's bundles have content hashes in their names, so they never change.",
    match: { under: '/_astro/' },
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
  {
    why: 'A browser checks its service worker for updates; never serve a stale one.',
    match: { file: '/playground/mockServiceWorker.js' },
    headers: { 'Cache-Control': 'no-cache' },
  },
  {
    why: 'Every page has a Markdown copy beside it, for readers and agents.',
    match: { extension: '.md' },
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  },
  {
    why: 'The index of the site for language models.',
    match: { file: '/llms.txt' },
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  },
  {
    why: 'The whole site as one text file for language models.',
    match: { file: '/llms-full.txt' },
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  },
];

/** The page a host serves, with status 404, for a path the site does not have. */
export const notFoundPage = '/404.html';
