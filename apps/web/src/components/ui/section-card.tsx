import type { ReactNode } from 'react';

interface SectionCardProps {
  /** Names the heading (`<id>-title`), which labels the section. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The block its classes are named after (`<block>`, `__title`, `__intro`). */
  block?: string;
}

/** A titled section of a page, as a card: heading, an optional intro line, then its content. */
export function SectionCard({ id, title, intro, children, block = 'account-section' }: SectionCardProps) {
  return (
    <section className={block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={`${block}__title`}>
        {title}
      </h2>
      {intro && <p className={`${block}__intro`}>{intro}</p>}
      {children}
    </section>
  );
}
