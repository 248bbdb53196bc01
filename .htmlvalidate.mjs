// html-validate over the built site (tests/e2e/html-valid.spec.ts). Everything in `recommended` applies to our
// markup; a rule is off or relaxed here only where Starlight's, Astro's or React's own markup breaks it, and says why.
/** @type {import('html-validate').ConfigData} */
export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Astro puts its island styles (`<style>astro-island,…{display:contents}</style>`) in the body.
      style: { flow: true },
      // Starlight's code blocks (Expressive Code) put each line in a <div> inside <code>.
      code: { permittedContent: ['@phrasing', 'div'] },
      // Their copy button holds an empty <div> and is named by its title, which html-validate does not count
      // (axe's button-name, which does, checks every button in tests/e2e/a11y.spec.ts).
      button: { permittedContent: ['@phrasing', 'div'], textContent: 'default' },
    },
  ],
  rules: {
    // Starlight's <head> writes <meta/> and <link/> self-closed and Astro writes body void elements bare: both are valid.
    'void-style': 'off',
    // Starlight's search, close and menu buttons carry no type (none is in a form).
    'no-implicit-button-type': 'off',
    // Starlight's search dialog, shortcut hint and table of contents set inline styles.
    'no-inline-style': 'off',
    // Starlight's mobile and desktop tables of contents are both named "On this page".
    'unique-landmark': 'off',
    // React's server render (the playground island) writes boolean attributes as `disabled=""` where Astro writes
    // them bare, and writes `spellCheck` as React spells it; both are valid HTML (attribute names ignore case).
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    // HTML allows any id without spaces: ours are catalog ids (`clockford.http.rate-limited`), Starlight's `_top`.
    'valid-id': ['error', { relaxed: true }],
  },
};
