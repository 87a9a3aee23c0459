import { describe, expect, it } from 'vitest';
import { imageDataUrl, webHref } from './web-href';

describe('link targets', () => {
  it.each([
    ['https://lena.example.de', 'https://lena.example.de/'],
    ['linkedin.com/in/lena', 'https://linkedin.com/in/lena'],
    ['www.xing.com/profile/Lena_Schaefer', 'https://www.xing.com/profile/Lena_Schaefer'],
    ['HTTP://example.org', 'http://example.org/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['mailto:lena@example.de', null],
    ['mein Portfolio', null],
    ['localhost', null],
    ['', null],
  ])('turns %j into %j', (text, href) => {
    expect(webHref(text)).toBe(href);
  });
});

describe('image data URLs', () => {
  it('accepts image data URLs only', () => {
    expect(imageDataUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(imageDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(imageDataUrl('https://example.org/a.png')).toBeNull();
    expect(imageDataUrl(5)).toBeNull();
  });
});
