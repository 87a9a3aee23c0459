import type { Personal } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import { ResumePhoto } from '../shared/personal-details';

/** Name, contact line and (when there is one) the photo, top right in 4:3. */
export function ClassicHeader({ personal, photoAlt }: { personal: Personal; photoAlt: string }) {
  // The address on its own line, phone and e-mail on the next: a separator never ends a line.
  const reach = [personal.phone, personal.email].filter((item) => item !== '');
  return (
    <header className="cp-header">
      <div className="cp-identity">
        {personal.fullName !== '' && <h1 className="cp-name">{personal.fullName}</h1>}
        {(personal.address !== '' || reach.length > 0) && (
          <div className="cp-contact">
            {personal.address !== '' && <p>{personal.address}</p>}
            {reach.length > 0 && (
              <ul className="cp-reach">
                {reach.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {personal.photo !== null && <ResumePhoto className="cp-photo" photo={personal.photo} alt={photoAlt} />}
    </header>
  );
}

export function ClassicHeading({ title }: { title: string }) {
  return <h2 className="cp-heading">{title}</h2>;
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
    <div className={end ? 'cp-row cp-row--end' : 'cp-row'}>
      <div className="cp-when">{when && label ? <Label text={when} /> : when}</div>
      <div className="cp-what">{children}</div>
    </div>
  );
}

/** 'Geburtsdatum und -ort' breaks before '-ort', never after the hyphen. */
function Label({ text }: { text: string }) {
  const match = /^(.*\s)(-\S+)$/.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      <span className="cp-nowrap">{match[2]}</span>
    </>
  );
}

export function ClassicEntryHead({
  dateRange,
  title,
  subtitle,
  place,
  grade,
  end,
}: {
  dateRange: string;
  title: string;
  subtitle: string;
  place: string;
  grade: string;
  end: boolean;
}) {
  const where = [subtitle, place].filter((part) => part !== '').join(', ');
  return (
    <ClassicRow when={dateRange} end={end}>
      {title !== '' && <h3 className="cp-title">{title}</h3>}
      {where !== '' && <p className="cp-where">{where}</p>}
      {grade !== '' && <p className="cp-grade">{grade}</p>}
    </ClassicRow>
  );
}
