import { PRINT_MESSAGE } from '@vita/shared/contracts';
import { buildResumeDocument, sampleResumeParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { renderRequestOf } from './render-request';

const origin = 'https://vita.example';
const doc = buildResumeDocument(sampleResumeParts);

describe('print entry render requests', () => {
  it('renders a valid document posted from its own origin', () => {
    expect(renderRequestOf({ origin, data: { type: PRINT_MESSAGE.render, doc } }, origin)).toEqual(doc);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', data: { type: PRINT_MESSAGE.render, doc } }],
    ['another message type', { origin, data: { type: 'something-else', doc } }],
    ['no data', { origin, data: null }],
    ['a string', { origin, data: PRINT_MESSAGE.render }],
    [
      'a document that is no ResumeDocument',
      { origin, data: { type: PRINT_MESSAGE.render, doc: { name: 'x' } } },
    ],
  ])('ignores %s', (_, event) => {
    expect(renderRequestOf(event, origin)).toBeNull();
  });
});
