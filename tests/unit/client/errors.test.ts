import { describe, expect, test } from 'vitest';
import { abortedError, errorForDecision } from '../../../src/client/decision-error.ts';
import {
  McpClientError,
  isMcpClientError,
  type Decision,
  type DecisionAction,
  type McpClientErrorCode,
} from '../../../src/client/index.ts';

const closed: Decision = {
  action: 'stop',
  entryId: 'clockford.tool.passport-closed',
  reason: 'Passport closed → stop',
  serverWords: 'This passport is closed. A person will review it; nothing here moves until they do.',
};

describe('errorForDecision', () => {
  test('stops with the server’s own words and the entry they match', () => {
    const error = errorForDecision(closed);
    expect(error).toBeInstanceOf(McpClientError);
    expect(error.name).toBe('McpClientError');
    expect(error.code).toBe('decision');
    expect(error.serverWords).toBe(closed.serverWords);
    expect(error.entryId).toBe('clockford.tool.passport-closed');
    expect(error.message).toBe(
      'Stopped: "This passport is closed. A person will review it; nothing here moves until they do." (clockford.tool.passport-closed). Nothing a client does will change this answer; tell a person.',
    );
  });

  test.each<[DecisionAction, McpClientErrorCode]>([
    ['stop', 'decision'],
    ['fix-request', 'decision'],
    ['fall-back', 'decision'],
    ['reauthenticate', 'decision'],
    ['step-up-scope', 'decision'],
    ['reinitialize', 'decision'],
    ['await-human', 'decision'],
    ['call-first', 'decision'],
    ['ask-person', 'decision'],
    ['carry-on', 'decision'],
    ['unknown', 'decision'],
    ['retry-after', 'retry-limit'],
    ['backoff', 'retry-limit'],
    ['wait-for-room', 'retry-limit'],
  ])('ends a %s decision with code %s, carrying the decision', (action, code) => {
    const error = errorForDecision({ action, reason: 'test' });
    expect(isMcpClientError(error, code)).toBe(true);
    expect(error.decision?.action).toBe(action);
  });

  test('says what to do', () => {
    expect(errorForDecision({ ...closed, action: 'fix-request' }).message).toMatch(
      /fix it, since sending it again repeats the answer/,
    );
    expect(errorForDecision({ action: 'step-up-scope', scope: 'town', reason: '' }).message).toMatch(
      /lacks the scope "town".*Ask for it, re-authorize, then repeat the call/,
    );
  });

  test('carries the tool result and the cause', () => {
    const result = { content: [{ type: 'text' as const, text: 'no' }], isError: true };
    const cause = new Error('underneath');
    const error = errorForDecision(closed, { result, cause });
    expect(error.result).toBe(result);
    expect(error.cause).toBe(cause);
  });
});

describe('isMcpClientError', () => {
  const stopped = new McpClientError('x', { code: 'decision', decision: closed });

  test('recognises the client’s error, of any code or of one', () => {
    expect(isMcpClientError(stopped)).toBe(true);
    expect(isMcpClientError(stopped, 'decision')).toBe(true);
    expect(isMcpClientError(stopped, 'retry-limit')).toBe(false);
  });

  test('recognises an error from another realm by its name and shape', () => {
    const foreign = Object.assign(new Error('Stopped: …'), {
      name: 'McpClientError',
      code: 'decision',
      decision: closed,
    });
    expect(foreign).not.toBeInstanceOf(McpClientError);
    expect(isMcpClientError(foreign)).toBe(true);
    expect(isMcpClientError(foreign, 'decision')).toBe(true);
    expect(isMcpClientError(foreign, 'aborted')).toBe(false);
  });

  test('rejects look-alikes and non-errors', () => {
    expect(isMcpClientError(Object.assign(new Error('x'), { name: 'McpClientError' }))).toBe(false);
    expect(isMcpClientError({ name: 'McpClientError', decision: closed })).toBe(false);
    expect(isMcpClientError(new Error('x'))).toBe(false);
    expect(isMcpClientError(undefined)).toBe(false);
  });

  test('names an abort and keeps its reason', () => {
    const reason = new Error('user closed the tab');
    const error = abortedError(reason);
    expect(isMcpClientError(error, 'aborted')).toBe(true);
    expect(error.message).toBe('Aborted: user closed the tab.');
    expect(error.cause).toBe(reason);
    expect(error.decision).toBeUndefined();
  });
});
