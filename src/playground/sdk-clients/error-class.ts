/**
 * The class of what an SDK threw, by name. A production build renames classes, so `constructor.name` cannot be
 * read in the page: each SDK lists the error classes it exports, and the thrown error's own class is looked up there.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a class of any constructor signature
type ErrorClass = abstract new (...args: any[]) => unknown;

/** The name of `error`'s own class among `classes`; else the name it gives itself; else its constructor's. */
export function errorClassOf(error: unknown, classes: Readonly<Record<string, ErrorClass>>): string {
  if (typeof error !== 'object' || error === null) return typeof error;
  const own = Object.getPrototypeOf(error) as unknown;
  const listed = Object.entries(classes).find(([, errorClass]) => errorClass.prototype === own);
  if (listed) return listed[0];
  const { name } = error as { name?: unknown };
  if (typeof name === 'string' && name !== '' && name !== 'Error') return name;
  return error.constructor.name;
}
