import { render } from '@testing-library/react';
import { TEMPLATE_STYLE_NAMES } from '@vita/shared/constants';
import { buildResumeDocument, twoPageSampleParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { FAMILY_ONE_PHOTO } from './family-one';
import { FAMILY_TWO_PHOTO, FAMILY_TWO_TWO_COLUMN } from './family-two';
import { TEMPLATE_DESIGNS } from './registry';
import { templateColumns, templateShowsPhoto } from './template-facts';

const PHOTO =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGBgcHBwc=';
const withPhoto = buildResumeDocument(
  { ...twoPageSampleParts, photo: PHOTO },
  { locale: 'de', now: new Date(2026, 10, 22) },
);

describe.each(TEMPLATE_STYLE_NAMES)('the facts of template %s', (styleName) => {
  it('say it shows a photo exactly when its design draws one', () => {
    const Design = TEMPLATE_DESIGNS[styleName];
    const { container } = render(<Design doc={withPhoto} />);
    expect(templateShowsPhoto(styleName)).toBe(container.querySelector(`img[src="${PHOTO}"]`) !== null);
  });

  it('agree with what its template family says', () => {
    expect(templateShowsPhoto(styleName)).toBe(
      FAMILY_ONE_PHOTO.has(styleName) || FAMILY_TWO_PHOTO.has(styleName),
    );
    expect(templateColumns(styleName)).toBe(FAMILY_TWO_TWO_COLUMN.has(styleName) ? 2 : 1);
  });
});

describe('template facts', () => {
  it('call an unknown style name one column without a photo', () => {
    expect(templateShowsPhoto('styleTempUnknown')).toBe(false);
    expect(templateColumns('styleTempUnknown')).toBe(1);
  });
});
