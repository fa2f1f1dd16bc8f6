import { describe, expect, it } from 'vitest';
import { freeSpot, overlaps } from './red-packet-float';

describe('overlaps (red packet vs what it would cover)', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  it.each([
    [box(250, 300, 316, 386), box(20, 380, 300, 440), true],
    [box(250, 300, 316, 386), box(20, 386, 300, 440), false],
    [box(250, 300, 316, 386), box(20, 100, 240, 440), false],
  ])('%j × %j → %s', (a, b, expected) => expect(overlaps(a, b)).toBe(expected));
});

describe('freeSpot (where the slim red packet docks: a 44 px tall target, 4 px clear of the rest)', () => {
  // A 568 px screen: header to 48, tiles 326–400 and 412–486, the bar from 517.
  const screen = [
    [0, 48],
    [326, 400],
    [412, 486],
    [517, 568],
  ] as const;
  it.each([
    ['its own place when free', screen, 200, 200],
    ['the nearest free spot above, beside the tiles', screen, 380, 278],
    [
      'the nearest free spot below when it is nearer than the one above',
      [
        [0, 48],
        [100, 300],
        [517, 568],
      ] as const,
      250,
      304,
    ],
    [
      'under the header, not into it',
      [
        [0, 48],
        [110, 568],
      ] as const,
      20,
      52,
    ],
    [
      'between two rows only where it fits whole',
      [
        [0, 100],
        [152, 568],
      ] as const,
      130,
      104,
    ],
  ])('%s', (_, blocked, preferred, expected) => expect(freeSpot(blocked, preferred, 44, 568)).toBe(expected));

  it('none on a screen filled to the edge', () => {
    expect(
      freeSpot(
        [
          [0, 300],
          [330, 568],
        ],
        400,
        44,
        568,
      ),
    ).toBeNull();
  });
});
