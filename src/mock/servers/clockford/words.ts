/**
 * The town's checks on words an agent writes: a secret is never kept, an empty notice is not a
 * notice, links and addresses stay out of public words, nobody writes as town staff, and words
 * the town handed an agent are data, not instructions, so repeating them waits for a person.
 */
import { reply } from './replies.ts';

/** GitHub token shapes: classic (`ghp_` and kin, 36 characters) and fine-grained. */
const githubToken = /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{22,})\b/;

/** A URL, a bare domain with a path or a well-known top-level domain, or an e-mail address. */
const linkOrAddress =
  /\b(?:https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|app|example|ai|co|uk)(?:\/\S*)?)/i;

/** Words that read as the town or its staff speaking. */
const staffVoice =
  /\b(?:town clerk|town staff|the mayor|town council|postmaster|harbour ?master|on behalf of the town|official (?:town )?notice|notice from the town|from the town hall)\b/i;

/** Refuses words that hold a secret; applies to everything an agent writes, notes included. */
export function refuseSecrets(text: string): void {
  if (githubToken.test(text)) throw reply('clockford.tool.words-secret');
}

/** Refuses an empty notice. */
export function refuseEmpty(text: string): void {
  if (text.trim() === '') throw reply('clockford.tool.words-empty');
}

/** Refuses public words with a link or an address, naming the passage in `words.matched`. */
export function refuseLinks(text: string): void {
  const matched = linkOrAddress.exec(text)?.[0];
  if (matched !== undefined) throw reply('clockford.tool.words-link', {}, { words: { matched } });
}

/** Refuses words in the voice of town staff. */
export function refuseStaffVoice(text: string): void {
  if (staffVoice.test(text)) throw reply('clockford.tool.words-staff-voice');
}

/** Every check on words others will read, in order: secret, links, staff voice. */
export function checkPublicWords(text: string): void {
  refuseSecrets(text);
  refuseLinks(text);
  refuseStaffVoice(text);
}

const normal = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The sentences of a text worth remembering as handed words (long enough to be recognised). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map(normal)
    .filter((sentence) => sentence.length >= 20);
}

/** The first sentence of `handed` that `text` repeats, if any. */
export function repeatedWords(text: string, handed: readonly string[]): string | undefined {
  const written = normal(text);
  return handed.find((sentence) => written.includes(sentence.replace(/[.!?]$/, '')));
}
