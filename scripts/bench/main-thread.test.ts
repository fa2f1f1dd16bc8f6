import { describe, expect, it } from 'vitest';
import { defaultMobileMultiplier, fileOf, lowEndMultiplier, workBefore, type TaskLike } from './main-thread';

const task = (
  name: string,
  group: string,
  startTime: number,
  endTime: number,
  children: TaskLike[] = [],
  url = '',
): TaskLike => ({
  event: { name },
  group: { id: group },
  startTime,
  endTime,
  selfTime: endTime - startTime - children.reduce((sum, c) => sum + c.endTime - c.startTime, 0),
  attributableURLs: url ? [url] : [],
  children,
});

describe('the main thread before the largest paint', () => {
  const react = 'https://127.0.0.1:8443/assets/react-Bx3a_9cD.js';
  const entry = 'https://127.0.0.1:8443/assets/index-C4dE-f1x.js';
  const tasks = [
    // Before the navigation (Lighthouse's scripts on its blank page): nothing; across it: its part.
    task('EvaluateScript', 'scriptEvaluation', -50, -10, [], 'https://x/_lighthouse-eval.js'),
    task('GC', 'garbageCollection', -5, 5),
    task('ParseHTML', 'parseHTML', 5, 10),
    task('RunTask', 'other', 20, 120, [
      task(
        'EvaluateScript',
        'scriptEvaluation',
        20,
        80,
        [task('v8.compile', 'scriptParseCompile', 20, 30, [], react)],
        react,
      ),
      task('UpdateLayoutTree', 'styleLayout', 80, 95),
      task('Layout', 'styleLayout', 95, 110),
    ]),
    // Across the paint at 150: half of its 40 ms counts.
    task('FunctionCall', 'scriptEvaluation', 130, 170, [], entry),
    // After the paint: nothing.
    task('Layout', 'styleLayout', 200, 300),
  ];

  it('sums own time by kind and script time by file, up to the paint', () => {
    const work = workBefore(tasks, 150);
    expect(work).toEqual({
      // 5 GC + 5 HTML + 10 task machinery + 50 + 10 script + 15 style + 15 layout + 20 script.
      totalMs: 130,
      scriptMs: 80,
      styleMs: 15,
      layoutMs: 15,
      otherMs: 20,
      scriptByFile: { 'react.js': 60, 'index.js': 20 },
    });
  });

  it('names a script by its file without the content hash', () => {
    expect(fileOf(react)).toBe('react.js');
    expect(fileOf(entry)).toBe('index.js');
    expect(fileOf('https://x/floor.js')).toBe('floor.js');
    expect(fileOf('')).toBe('(inline)');
  });
});

describe("Lighthouse's CPU throttling calculator", () => {
  it.each([
    [1_533, 4],
    [1_300, 3],
    [1_050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
  ])('a machine of index %d is the default mobile slowed %d×', (index, multiplier) => {
    expect(defaultMobileMultiplier(index)).toBeCloseTo(multiplier, 2);
  });

  it('has no answer for a machine slower than the default mobile', () => {
    expect(defaultMobileMultiplier(120)).toBeUndefined();
    expect(defaultMobileMultiplier(Number.NaN)).toBeUndefined();
  });

  it('slows twice as much again for the low-end phone, half as fast', () => {
    expect(lowEndMultiplier(800)).toEqual({ multiplier: 4, calibrated: true });
    expect(lowEndMultiplier(1_533).multiplier).toBeCloseTo(8, 2);
    expect(lowEndMultiplier(100)).toEqual({ multiplier: 2, calibrated: false });
  });
});
