import { describe, expect, test } from 'vitest';
import {
  AbortedError,
  FixRequestError,
  HeldCallError,
  McpClientError,
  RetryLimitError,
  StoppedError,
  errorForDecision,
  isAbortedError,
  isFixRequestError,
  isMcpClientError,
  isStoppedError,
  type Decision,
  type DecisionAction,
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
    expect(error).toBeInstanceOf(StoppedError);
    expect(error.name).toBe('StoppedError');
    expect(error.serverWords).toBe(closed.serverWords);
    expect(error.entryId).toBe('clockford.tool.passport-closed');
    expect(error.message).toBe(
      'Stopped: "This passport is closed. A person will review it; nothing here moves until they do." (clockford.tool.passport-closed). Nothing a client does will change this answer; tell a person.',
    );
  });

  test.each<[DecisionAction, string]>([
    ['stop', 'StoppedError'],
    ['fix-request', 'FixRequestError'],
    ['fall-back', 'FallBackRequiredError'],
    ['reauthenticate', 'ReauthenticationRequiredError'],
    ['step-up-scope', 'ScopeRequiredError'],
    ['reinitialize', 'SessionExpiredError'],
    ['await-human', 'HeldCallError'],
    ['unknown', 'UnrecognizedFailureError'],
    ['retry-after', 'RetryLimitError'],
    ['backoff', 'RetryLimitError'],
    ['wait-for-room', 'RetryLimitError'],
  ])('ends a %s decision with a %s', (action, name) => {
    const error = errorForDecision({ action, reason: 'test' });
    expect(error.name).toBe(name);
    expect(isMcpClientError(error)).toBe(true);
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

describe('error guards', () => {
  test('recognise an error by class', () => {
    expect(isStoppedError(new StoppedError('x'))).toBe(true);
    expect(isStoppedError(new FixRequestError('x'))).toBe(false);
    expect(isFixRequestError(new FixRequestError('x'))).toBe(true);
    expect(isMcpClientError(new RetryLimitError('x', 3))).toBe(true);
    expect(isMcpClientError(new HeldCallError('x', 'lapsed'))).toBe(true);
  });

  test('recognise an error from another realm by its name', () => {
    const foreign = Object.assign(new Error('Stopped: …'), { name: 'StoppedError', decision: closed });
    expect(foreign).not.toBeInstanceOf(McpClientError);
    expect(isStoppedError(foreign)).toBe(true);
    expect(isMcpClientError(foreign)).toBe(true);
    expect(isFixRequestError(foreign)).toBe(false);
  });

  test('reject look-alikes and non-errors', () => {
    expect(isStoppedError(Object.assign(new Error('x'), { name: 'StoppedError' }))).toBe(false);
    expect(isStoppedError({ name: 'StoppedError', decision: closed })).toBe(false);
    expect(isMcpClientError(new Error('x'))).toBe(false);
    expect(isAbortedError(undefined)).toBe(false);
  });

  test('name an abort and keep its reason', () => {
    const reason = new Error('user closed the tab');
    const error = new AbortedError(reason);
    expect(isAbortedError(error)).toBe(true);
    expect(error.message).toBe('Aborted: user closed the tab.');
    expect(error.cause).toBe(reason);
  });
});
