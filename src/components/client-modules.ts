/**
 * The modules of the reference client, as they are in `src/client/` (and, compiled, in the package): the
 * source of "Use the reference client" and of each module's own page, `/client/source/<module>/`.
 */
import { withBase } from '../base-path.ts';
import { moduleSummary } from './client-docs.ts';

export interface ClientModule {
  /** `classify`, for `src/client/classify.ts`. */
  name: string;
  /** `src/client/classify.ts` */
  file: string;
  source: string;
  /** The first sentence of the module's doc comment. */
  summary: string;
}

/** Every module, sorted by file name. */
export const clientModules: ClientModule[] = Object.entries(
  import.meta.glob<string>('../client/*.ts', { query: '?raw', import: 'default', eager: true }),
)
  .map(([path, source]) => {
    const name = path.replace(/^.*\//, '').replace(/\.ts$/, '');
    return { name, file: `src/client/${name}.ts`, source, summary: moduleSummary(source) };
  })
  .sort((a, b) => a.file.localeCompare(b.file));

/** `/client/source/classify/` */
export const clientModulePath = (name: string): string => withBase(`/client/source/${name}/`);

/** `/client/source/classify.md` */
export const clientModuleMarkdownPath = (name: string): string => withBase(`/client/source/${name}.md`);
