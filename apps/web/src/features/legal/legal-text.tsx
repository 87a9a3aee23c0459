import { Fragment } from 'react';
import { useOperator } from '../../api/operator';
import { fillOperator } from './operator-text';

/** "[Name des Betreibers]": the operator's data still to be filled in, marked so nobody misses it. */
const PLACEHOLDER = /(\[[^\]]+\])/;

export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(PLACEHOLDER).map((part, index) =>
        PLACEHOLDER.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
          <mark key={index} className="legal-placeholder">
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** A text with the configured operator's data in place of its placeholders (see fillOperator). */
export function useOperatorText(): (text: string) => string {
  const operator = useOperator();
  return (text) => fillOperator(text, operator);
}

/**
 * A legal text from the translations: paragraphs separated by a blank line; a paragraph whose
 * lines all start with "– " is a list. The operator's data fill their placeholders; the
 * placeholders left in square brackets are marked.
 */
export function LegalParagraphs({ text }: { text: string }) {
  const fill = useOperatorText();
  const filled = fill(text);
  if (!filled) return null;
  return (
    <>
      {filled.split(/\n\s*\n/).map((paragraph, index) => {
        const lines = paragraph.split('\n');
        if (lines.every((line) => line.startsWith('– '))) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text never move
            <ul key={index}>
              {lines.map((line) => (
                <li key={line}>
                  <MarkedText text={line.slice(2)} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text never move
          <p key={index}>
            {lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text never move
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <MarkedText text={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
