import { type RefObject, useId } from 'react';

export interface ErrorSummaryItem {
  /** The id of the control to focus (the input, or the photo button). */
  targetId: string;
  message: string;
}

interface ErrorSummaryProps {
  title: string;
  items: readonly ErrorSummaryItem[];
  ref?: RefObject<HTMLDivElement | null>;
}

/**
 * The list of problems at the top of a form after a failed submit. It takes focus, so screen
 * readers read it; each entry jumps to its field.
 */
export function ErrorSummary({ title, items, ref }: ErrorSummaryProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 className="error-summary__title" id={titleId}>
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.targetId}>
            <a
              href={`#${item.targetId}`}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(item.targetId);
                target?.focus();
                target?.scrollIntoView?.({ block: 'center' });
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
