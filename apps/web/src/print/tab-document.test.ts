import { PRINT_IMAGE_REF } from '@vita/shared/contracts';
import { describe, expect, it } from 'vitest';
import { tabDocumentReader } from './tab-document';

const photo = `data:image/jpeg;base64,${'A'.repeat(600)}`;

describe('tabDocumentReader', () => {
  it('keeps an image sent once and puts it back where later documents name it', () => {
    const read = tabDocumentReader();
    const first = read({
      json: JSON.stringify({ photo: `${PRINT_IMAGE_REF}h1` }),
      images: { h1: photo },
      reset: false,
    });
    expect(first).toEqual({ photo });
    const second = read({
      json: JSON.stringify({ photo: `${PRINT_IMAGE_REF}h1`, name: 'Ada' }),
      images: {},
      reset: false,
    });
    expect(second).toEqual({ photo, name: 'Ada' });
  });

  it('forgets its images on reset and refuses a name it was never sent', () => {
    const read = tabDocumentReader();
    read({ json: '{}', images: { h1: photo }, reset: false });
    expect(() =>
      read({ json: JSON.stringify({ photo: `${PRINT_IMAGE_REF}h1` }), images: {}, reset: true }),
    ).toThrow(/not sent/);
  });
});
