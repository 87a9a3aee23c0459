import type { ReactNode } from 'react';

export interface Detail {
  label: ReactNode;
  value: ReactNode;
  /** For a test that reads one value. */
  testId?: string;
}

/** Facts as a description list: each label and its value in a div of their own, for a grid. */
export function DetailList({ className, details }: { className: string; details: readonly Detail[] }) {
  return (
    <dl className={className}>
      {details.map(({ label, value, testId }, index) => (
        // The labels are texts that may repeat; the order never changes while shown.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <div key={index}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
