import type { ReactElement } from 'react';

export type ToolbarAction =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'heading'
  | 'undo'
  | 'redo';

const svg = (path: ReactElement): ReactElement => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

/** Line icons (24 × 24, stroke in the text colour); the buttons carry the names. */
export const TOOLBAR_ICONS: Readonly<Record<ToolbarAction, ReactElement>> = {
  bold: svg(<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" strokeWidth="2.5" />),
  italic: svg(<path d="M14 5h-4M14 19h-4M14.5 5l-5 14" />),
  underline: svg(<path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />),
  bulletList: svg(
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1.2" fill="currentColor" />
      <circle cx="5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="5" cy="18" r="1.2" fill="currentColor" />
    </>,
  ),
  orderedList: svg(
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <path
        d="M4 4.5 5.5 4v4M4 10.5a1.5 1.5 0 0 1 3 .3L4 14h3M4 16.5h3l-1.5 1.8a1.5 1.5 0 1 1-1.3 2.2"
        strokeWidth="1.5"
      />
    </>,
  ),
  blockquote: svg(
    <path d="M6 17c-1.5 0-2.5-1.2-2.5-3 0-3 1.8-5.5 4.5-7M15 17c-1.5 0-2.5-1.2-2.5-3 0-3 1.8-5.5 4.5-7M4 13.5h4v3.5H4zM13 13.5h4v3.5h-4z" />,
  ),
  heading: svg(<path d="M4 5v14M12 5v14M4 12h8M16 8.5a2.5 2.5 0 1 1 2.5 2.5 2.5 2.5 0 1 1-2.5 2.5" />),
  undo: svg(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />),
  redo: svg(<path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />),
};
