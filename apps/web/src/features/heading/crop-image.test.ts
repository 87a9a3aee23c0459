import { describe, expect, it } from 'vitest';
import { outputSize, rotatedSize } from './crop-image';

describe('photo crop geometry', () => {
  it.each([
    [0, 400, 300],
    [90, 300, 400],
    [180, 400, 300],
    [270, 300, 400],
    [360, 400, 300],
    [45, 495, 495],
  ])('a 400×300 image rotated by %i° needs a %i×%i box', (degrees, width, height) => {
    expect(rotatedSize(400, 300, degrees)).toEqual({ width, height });
  });

  it('keeps a small crop at its own size', () => {
    expect(outputSize({ x: 0, y: 0, width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('scales a large crop down to 1200 px on the longer edge, keeping 4:3', () => {
    expect(outputSize({ x: 10, y: 10, width: 4000, height: 3000 })).toEqual({ width: 1200, height: 900 });
  });
});
