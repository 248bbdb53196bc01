import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { idleLine, searchOnIntent } from '../../../src/build/search-on-intent.ts';
import { whenSearchWanted } from '../../../src/components/search-intent.ts';

/** Starlight's search component as installed, and the script in it the plugin rewrites. */
const starlightSearch = readFileSync(
  createRequire(import.meta.url).resolve('@astrojs/starlight/components/Search.astro'),
  'utf8',
);

describe('searchOnIntent', () => {
  test('replaces the idle callback of Starlight’s installed search script, and nothing else', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(starlightSearch)?.[1] ?? '';
    expect(script).toContain(idleLine);
    const changed = searchOnIntent(script, '/intent.ts')!;
    expect(changed).not.toContain(idleLine);
    expect(changed).toContain('const onIdle = (load) => whenSearchWanted(this, load);');
    expect(changed.split('\n')[0]).toBe('import { whenSearchWanted } from "/intent.ts";');
    expect(
      changed.replace(/^.*\n/, '').replace('const onIdle = (load) => whenSearchWanted(this, load);', idleLine),
    ).toBe(script);
  });

  test('leaves a script without the line alone', () => {
    expect(searchOnIntent('const other = 1;')).toBeUndefined();
  });
});

/** A `<site-search>` with its button, dialog and input, enough for `whenSearchWanted`. */
function fakeSearch() {
  const button = new EventTarget();
  const dialog = { open: false };
  const input = { focus: vi.fn() };
  const site = {
    querySelector: (selector: string) =>
      ({ 'button[data-open-modal]': button, dialog, input })[selector] as unknown as Element | null,
  } as unknown as HTMLElement;
  return { site, button, dialog, input };
}

const keydown = (init: { key: string; ctrlKey?: boolean; metaKey?: boolean }) =>
  Object.assign(new Event('keydown'), { ctrlKey: false, metaKey: false, ...init });

describe('whenSearchWanted', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('loads nothing until the reader reaches for the search button, then loads once', async () => {
    vi.stubGlobal('window', new EventTarget());
    const { site, button } = fakeSearch();
    const load = vi.fn();
    whenSearchWanted(site, load);
    window.dispatchEvent(keydown({ key: 'k' }));
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('pointerenter'));
    button.dispatchEvent(new Event('focus'));
    window.dispatchEvent(keydown({ key: 'k', ctrlKey: true }));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('loads on Ctrl K, and focuses the input of the dialog it opened once the interface is there', async () => {
    vi.stubGlobal('window', new EventTarget());
    const { site, dialog, input } = fakeSearch();
    let ready = () => undefined as void;
    const load = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    whenSearchWanted(site, load);
    dialog.open = true;
    window.dispatchEvent(keydown({ key: 'k', metaKey: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(input.focus).not.toHaveBeenCalled();
    ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.focus).toHaveBeenCalledTimes(1);
  });
});
