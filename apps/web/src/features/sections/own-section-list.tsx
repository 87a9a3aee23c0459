import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customSectionHref, paths } from '../../flow/paths';
import type { CustomSlots } from './custom-slots';

interface OwnSectionListProps {
  slots: CustomSlots;
  /** The list's heading, focused when the input it follows becomes disabled. */
  titleRef: Ref<HTMLHeadingElement>;
}

/** The own sections that exist, each with a link to its page; nothing while there are none. */
export function OwnSectionList({ slots, titleRef }: OwnSectionListProps) {
  const { t } = useTranslation();
  const existing = [
    slots.one ? { path: paths.customOne, section: slots.one } : null,
    slots.two ? { path: paths.customTwo, section: slots.two } : null,
  ].filter((entry) => entry !== null);
  if (existing.length === 0) return null;
  return (
    <>
      <h3 className="own-sections__list-title" ref={titleRef} tabIndex={-1}>
        {t('sections.addSection.ownList')}
      </h3>
      <ul className="sections-present">
        {existing.map(({ path, section }) => (
          <SectionLink key={section.id} name={section.title} to={customSectionHref(path, section.id)} />
        ))}
      </ul>
    </>
  );
}

/** One section in a list of existing ones: its name and a link to its page. */
export function SectionLink({ name, to }: { name: string; to: string }) {
  const { t } = useTranslation();
  return (
    <li className="sections-present__item">
      <span className="sections-present__name">{name}</span>
      <Link
        to={to}
        className="sections-present__edit"
        aria-label={t('sections.addSection.editNamed', { name })}
      >
        {t('sections.addSection.edit')}
      </Link>
    </li>
  );
}
