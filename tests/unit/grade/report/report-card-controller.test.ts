import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { checksUrl, createReportCardController } from '../../../../src/grade/report/report-card-controller.ts';

const checks = readFileSync('public/grade/curl/checks.json', 'utf8');
const run = { id: 'curl', name: 'curl' };
const file = (name: string, text: string | Error) => ({
  name,
  text: () => (text instanceof Error ? Promise.reject(text) : Promise.resolve(text)),
});

describe('the report card controller', () => {
  test('reads a dropped file and says where the checks came from', async () => {
    const controller = createReportCardController();
    await controller.read(file('checks.json', checks));
    const { checks: shown, source, problem } = controller.getSnapshot();
    expect(shown?.length).toBeGreaterThan(0);
    expect(source).toBe('checks.json');
    expect(problem).toBeUndefined();
  });

  test('says what is wrong with a file, in place of the card it showed', async () => {
    const controller = createReportCardController();
    await controller.read(file('checks.json', checks));
    await controller.read(file('notes.txt', 'not json'));
    expect(controller.getSnapshot()).toMatchObject({ checks: undefined, source: undefined });
    expect(controller.getSnapshot().problem).toBeTruthy();
    await controller.read(file('checks.json', checks));
    await controller.read(file('gone.json', new Error('unreadable')));
    expect(controller.getSnapshot()).toMatchObject({
      checks: undefined,
      source: undefined,
      problem: 'The file gone.json could not be read.',
    });
    // A good file clears the problem.
    await controller.read(file('again.json', checks));
    expect(controller.getSnapshot()).toMatchObject({ problem: undefined, source: 'again.json' });
  });

  test('fetches a scoreboard run from the site, and says when it cannot', async () => {
    const fetchText = vi.fn((url: string) =>
      Promise.resolve(url === checksUrl(run) ? new Response(checks) : new Response('', { status: 404 })),
    );
    const controller = createReportCardController(fetchText);
    await controller.openFromUrl('https://atlas.test/report-card/?run=curl', [run]);
    expect(fetchText).toHaveBeenCalledWith('/grade/curl/checks.json');
    expect(controller.getSnapshot().source).toBe("the curl's run on the scoreboard");

    await controller.load({ id: 'gone', name: 'Gone client' });
    expect(controller.getSnapshot()).toMatchObject({
      checks: undefined,
      source: undefined,
      problem: "The Gone client's run could not be loaded (Error: HTTP 404).",
    });
  });

  test('a URL that names no known run loads nothing', async () => {
    const fetchText = vi.fn();
    const controller = createReportCardController(fetchText);
    await controller.openFromUrl('https://atlas.test/report-card/?run=elsewhere', [run]);
    await controller.openFromUrl('https://atlas.test/report-card/', [run]);
    expect(fetchText).not.toHaveBeenCalled();
  });

  test('tells its readers when a file is dragged over it, once per change', () => {
    const controller = createReportCardController();
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.setDragging(true);
    controller.setDragging(true);
    controller.setDragging(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(controller.getSnapshot().dragging).toBe(false);
  });
});
