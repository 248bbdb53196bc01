import type { CallToolResult } from '@modelcontextprotocol/client';
import { describe, expect, test, vi } from 'vitest';
import { callToolNaively, createNaiveFetch } from '../../../src/client/index.ts';

const busy: CallToolResult = {
  content: [{ type: 'text', text: 'The clerk is busy. Try again in 3 seconds.' }],
  isError: true,
};

describe('createNaiveFetch', () => {
  test('repeats every refused request at once, up to 20 calls, then hands back the last reply', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('Too many requests. Try again later.', { status: 429 })));
    const response = await createNaiveFetch({ fetch })('http://x/mcp', { method: 'POST' });
    expect(response.status).toBe(429);
    expect(fetch).toHaveBeenCalledTimes(20);
  });

  test('returns the first success', async () => {
    const replies = [new Response('', { status: 503 }), new Response('{}', { status: 200 })];
    const fetch = vi.fn(() => Promise.resolve(replies.shift() ?? new Response('', { status: 500 })));
    expect((await createNaiveFetch({ fetch })('http://x/mcp')).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('callToolNaively', () => {
  test('repeats an error result at once, never reading what it says', async () => {
    const callTool = vi.fn(() => Promise.resolve(busy));
    const onRetry = vi.fn();
    expect(await callToolNaively({ callTool }, { name: 'ask_directory' }, { maxAttempts: 5, onRetry })).toBe(busy);
    expect(callTool).toHaveBeenCalledTimes(5);
    expect(onRetry).toHaveBeenCalledTimes(4);
  });

  test('repeats a thrown error and throws the last one', async () => {
    const callTool = vi.fn(() => Promise.reject(new Error('Tool nope not found')));
    await expect(callToolNaively({ callTool }, { name: 'nope' }, { maxAttempts: 3 })).rejects.toThrow(
      'Tool nope not found',
    );
    expect(callTool).toHaveBeenCalledTimes(3);
  });
});
