/** Ids for the popovers of "inferred" marks: unique within a build, and so within a page. */
let count = 0;

/** `inferred-12`: the next popover id. */
export function nextInferredId(): string {
  count += 1;
  return `inferred-${count}`;
}
