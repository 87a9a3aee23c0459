import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import type { SignatureTab } from './signature-values';

interface SignatureTabsProps {
  label: string;
  tabs: readonly { tab: SignatureTab; label: string }[];
  selected: SignatureTab;
  onSelect: (tab: SignatureTab) => void;
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with manual activation: arrow keys, Home and End move focus, Enter or
 * Space (or a click) switches. Switching clears the other kinds (02 §2.6), so merely moving
 * through the tabs must not switch.
 */
export function SignatureTabs({ label, tabs, selected, onSelect, children }: SignatureTabsProps) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: SignatureTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = refs.current.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
  };

  return (
    <div className="sig-tabs">
      <div role="tablist" aria-label={label} className="sig-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map(({ tab, label: text }, index) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId}
            tabIndex={tab === selected ? 0 : -1}
            className="sig-tabs__tab"
            onClick={() => onSelect(tab)}
          >
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="sig-tabs__panel">
        {children}
      </div>
    </div>
  );
}
