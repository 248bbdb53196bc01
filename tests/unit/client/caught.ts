/** What `work` threw, or rejected with; fails the test when it did neither. */
export async function caught(work: (() => unknown) | Promise<unknown>): Promise<unknown> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error) {
    return error;
  }
  throw new Error('Expected the work to throw, and it did not.');
}
