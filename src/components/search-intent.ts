/**
 * When Starlight's search loads its interface (Pagefind's, about 26 kB of JavaScript gzipped): once the reader shows
 * they want it (the pointer on the search button, focus on it, a touch, or Ctrl/⌘ K), not whenever the browser is
 * idle, so a page read without searching never loads it. `src/build/search-on-intent.ts` puts this in place of
 * Starlight's idle callback; everything else about the search is Starlight's own.
 */

/** What shows the reader wants to search, on the search button. */
const buttonEvents = ['pointerenter', 'pointerdown', 'focus', 'touchstart'] as const;

/**
 * Runs `load` once, on the first sign that the reader wants to search `site` (Starlight's `<site-search>`). A dialog
 * already open when the interface is ready (Ctrl K opens it at once) gets its input focused, as Starlight does.
 */
export function whenSearchWanted(site: HTMLElement, load: () => unknown): void {
  const button = site.querySelector('button[data-open-modal]');
  const onKey = (event: KeyboardEvent) => {
    if ((event.metaKey || event.ctrlKey) && event.key === 'k') wanted();
  };
  let started = false;
  function wanted() {
    if (started) return;
    started = true;
    buttonEvents.forEach((type) => button?.removeEventListener(type, wanted));
    window.removeEventListener('keydown', onKey);
    void Promise.resolve(load()).then(() => {
      if (site.querySelector('dialog')?.open) site.querySelector('input')?.focus();
    });
  }
  buttonEvents.forEach((type) => button?.addEventListener(type, wanted, { passive: true }));
  window.addEventListener('keydown', onKey);
}
