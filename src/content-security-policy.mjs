// @ts-check
/**
 * The site's Content-Security-Policy, in one place: every page carries it as a meta tag (astro.config.mjs),
 * and every host the build writes for sends it as a header (src/deploy/host-policy.ts), with `frame-ancestors`,
 * which only a header can set. Scripts: the site's own files, and the inline scripts Starlight and Astro emit, by hash
 * (the browser tests name any inline script whose hash is missing). `'wasm-unsafe-eval'` lets Pagefind
 * compile its WebAssembly; it allows no `eval` of JavaScript.
 */
/** The SHA-256 hashes of the inline scripts the built pages carry. */
export const inlineScriptHashes = [
  // Starlight: theme provider, theme pickers, the search shortcut hint, the sidebar's scroll and
  // state restore, and its bundled custom elements (theme select, search, sidebar, table of contents).
  'sha256-VWo5Wp4aqSj6nSgMpeAp9cKieaoIfwFUAunAVugI5gA=',
  'sha256-GkZBRnvSuhtx/cvzvukVkX2JJZW+DdPlVr7BX8Tefqo=',
  'sha256-f/zAUE74ucc3JYp4r4QQvkJofoQdkOIhHYK+jeZ6eko=',
  'sha256-wX2yOADeV+NMngflD5uYi3vl50SHC4sfM1EmylVjlX4=',
  'sha256-7eCV4jtsr4t4knb3c4FCRPeu7GGZeOUGE3XvWix0XOQ=',
  'sha256-nVO98WGdJA5yup1/MAdukGqUlS6Psuf7JJFF5ikWqbQ=',
  'sha256-hP48sUywTAXyg22qvpdOC/cYIA8MfPdKEbPC/mvGk4M=',
  'sha256-VgrgcKBvIM3XpiLJ6fEv1Vy6YHBwlKLkYtFdfBMouTo=',
  'sha256-ucPfdYc9FPIvbmnn9ECv3eLKYLt8/heMPFQ+hNTn6jY=',
  // Astro: the island bootstrap (astro-island and its client:visible directive), on /playground/.
  'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=',
  'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U=',
  // Ours: the exact-lookup link in the search dialog (src/components/overrides/Search.astro).
  'sha256-c7F6hj+6+yyAhJnZFXSjQieflpyBLJChbmhSR14+0Qo=',
];

/** The policy of every page, as its meta tag states it. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes.map((hash) => `'${hash}'`).join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The same policy as a response header: `frame-ancestors` too, which a meta tag cannot set. */
export const contentSecurityPolicyHeader = `${contentSecurityPolicy}; frame-ancestors 'none'`;
