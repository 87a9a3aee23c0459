import type { ReactNode } from 'react';

interface DataTableProps {
  /** The column headings, left to right. */
  columns: readonly string[];
  /** Read by screen readers only: what the table lists. */
  caption?: string;
  /** The table's class, and the class of the box that scrolls it sideways on a narrow screen. */
  className: string;
  scrollClassName: string;
  /** The rows (`tr`s). */
  children: ReactNode;
}

/** A table with column headings in a box that scrolls sideways when the screen is narrow. */
export function DataTable({ columns, caption, className, scrollClassName, children }: DataTableProps) {
  return (
    <div className={scrollClassName}>
      <table className={className}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
