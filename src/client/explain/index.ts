/**
 * Explain this response: paste what your client got (curl output, a HAR, a JSON-RPC message, a tool
 * result, an SDK error's text) and learn which entries it is, what the reference client would do,
 * the wait and where it came from, and what is wrong or risky in the response itself.
 */
export { defaultMaxChars, explainResponse } from './explain.ts';
export { formatExplanation, type LinkText } from './format.ts';
export { expected, formLabels } from './read.ts';
export type {
  ExplainedMatch,
  ExplainedWait,
  ExplainOptions,
  Explanation,
  Finding,
  FindingId,
  FindingLink,
  InputForm,
} from './types.ts';
