import { expect, test } from 'vitest';
import { entries } from '../../../src/client-data/entries.ts';
import { explainResponse } from '../../../src/client/explain/index.ts';
import { explainPlaceholder } from '../../../src/components/explain-placeholder.ts';

test('the explainer’s placeholder is a catalog refusal that names its wait, and the explainer reads it so', () => {
  const text = explainPlaceholder();
  expect(text).toMatch(/^HTTP\/1\.1 \d{3}\nRetry-After: \d+\n\n\S/);
  const explanation = explainResponse(text, { entries });
  expect(explanation.ok).toBe(true);
  if (!explanation.ok) return;
  expect(explanation.decision?.action).toBe('retry-after');
  expect(explanation.matches[0]?.id).toBeDefined();
});
