import type { LanguageEntry } from '@vita/shared/resume';

const BAR_COUNT = 6;

/** Six bars, `filled` of them in the template colour. Decorative: the level is also written out. */
export function LanguageBars({ filled }: { filled: number }) {
  return (
    <span className="vt-bars" aria-hidden="true">
      {Array.from({ length: BAR_COUNT }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: six fixed bars
          key={index}
          className={index < filled ? 'vt-bars__bar vt-bars__bar--on' : 'vt-bars__bar'}
        />
      ))}
    </span>
  );
}

/** "Englisch – C1" with its bars: `beside` on one line (`vt-language`), else the design stacks them. */
export function LanguageLine({
  language,
  className,
  beside = true,
}: {
  language: LanguageEntry;
  className: string;
  beside?: boolean;
}) {
  return (
    <div className={beside ? `vt-language ${className}` : className}>
      <span className={`${className}-text`}>{language.text}</span>
      {language.bars > 0 && <LanguageBars filled={language.bars} />}
    </div>
  );
}
