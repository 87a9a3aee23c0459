import type { Personal } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import type { EntryHeadFields } from '../shared/flow-groups';
import { FullName, ItemList, reachOf } from '../shared/header-parts';
import { ResumePhoto } from '../shared/personal-details';
import { RowLabel } from '../shared/row-label';
import { EntryLines } from '../shared/tabular-rows';

/** Name, contact line and (when there is one) the photo, top right in 4:3. */
export function ClassicHeader({ personal, photoAlt }: { personal: Personal; photoAlt: string }) {
  // The address on its own line, phone and e-mail on the next: a separator never ends a line.
  const reach = reachOf(personal);
  return (
    <header className="vt-header-row cp-header">
      <div className="vt-identity cp-identity">
        <FullName name={personal.fullName} className="cp-name" />
        {(personal.address !== '' || reach.length > 0) && (
          <div className="vt-contact cp-contact">
            {personal.address !== '' && <p>{personal.address}</p>}
            <ItemList items={reach} className="vt-reach cp-reach" />
          </div>
        )}
      </div>
      {personal.photo !== null && (
        <ResumePhoto className="vt-photo cp-photo" photo={personal.photo} alt={photoAlt} />
      )}
    </header>
  );
}

export function ClassicHeading({ title }: { title: string }) {
  return <h2 className="vt-heading cp-heading">{title}</h2>;
}

/** The tabular row: a left column (dates, labels) and the content beside it. */
export function ClassicRow({
  when,
  label = false,
  children,
  end = false,
}: {
  when?: string;
  /** The left column holds a label (personal details), which may wrap, rather than dates. */
  label?: boolean;
  children: ReactNode;
  /** The last row of an entry carries the space before the next one. */
  end?: boolean;
}) {
  return (
    <div className={end ? 'vt-row cp-row cp-row--end' : 'vt-row cp-row'}>
      <div className="vt-when cp-when">{when && label ? <RowLabel text={when} /> : when}</div>
      <div className="vt-what cp-what">{children}</div>
    </div>
  );
}

export function ClassicEntryHead(props: EntryHeadFields) {
  return (
    <ClassicRow when={props.dateRange} end={props.end}>
      <EntryLines prefix="cp" {...props} />
    </ClassicRow>
  );
}
