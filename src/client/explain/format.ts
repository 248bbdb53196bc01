/**
 * An explanation as plain text, for a terminal or a log: what it is, how the input was read, the
 * entries it matches, the reaction and its reason, the wait, and each finding with its link.
 */
import { formLabels } from './read.ts';
import type { Explanation, FindingLink } from './types.ts';

/** Where a link points, as text: by default the entry's id, or the specification's URL. */
export type LinkText = (link: FindingLink) => string;

const defaultLink: LinkText = (link) => (link.kind === 'entry' ? `entry ${link.id}` : `${link.label}: ${link.url}`);

const waitWords: Readonly<Record<string, string>> = {
  'retry-after-header': 'the Retry-After header',
  'retry-after-seconds': 'retryAfterSeconds in the reply',
  'resets-at': 'a resets_at time',
  'say-seconds': 'the seconds named in the words',
  backoff: 'no wait named: full jitter, a random wait up to this',
};

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(2))} s`;

/** The explanation as lines of text. */
export function formatExplanation(explanation: Explanation, linkText: LinkText = defaultLink): string {
  if (!explanation.ok) return `Cannot explain this: ${explanation.problem}`;
  const lines = [explanation.summary, '', `Read as: ${formLabels[explanation.form]}`];
  for (const note of explanation.notes) lines.push(`  (${note})`);
  if (explanation.failure) {
    lines.push('', explanation.matches.length === 0 ? 'Entries: none matches' : 'Entries, best first:');
    for (const [index, match] of explanation.matches.slice(0, 5).entries())
      lines.push(`  ${index + 1}. ${match.id}: ${match.title} (${linkText({ kind: 'entry', id: match.id })})`);
    if (explanation.matches.length > 5) lines.push(`  … and ${explanation.matches.length - 5} more`);
  }
  if (explanation.decision)
    lines.push('', `Reaction: ${explanation.decision.action}`, `  ${explanation.decision.reason}`);
  if (explanation.wait)
    lines.push(
      `Wait: ${seconds(explanation.wait.ms)}, from ${waitWords[explanation.wait.from] ?? explanation.wait.from}`,
    );
  lines.push(
    '',
    explanation.findings.length === 0 ? 'Findings: nothing wrong or risky in the response itself' : 'Findings:',
  );
  for (const finding of explanation.findings)
    lines.push(`  [${finding.severity}] ${finding.message}`, `    → ${linkText(finding.link)}`);
  return lines.join('\n');
}
