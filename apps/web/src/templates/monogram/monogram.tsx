import type { Personal } from '@vita/shared/resume';
import { IdentityHeader } from '../shared/header-parts';
import { SingleColumnDocument } from '../shared/single-column-document';
import type { HeaderData, SingleColumnParts } from '../shared/single-column-flow';
import type { TemplateProps } from '../shared/template-types';
import { entryHeadRow, PrefixedRow, plainRowParts, type TwoCellRowProps } from '../shared/two-cell-row';
import './monogram.css';

/** 'LS' for Lena Schäfer; from the full name when first or last name is missing. */
export function initialsOf(personal: Pick<Personal, 'firstName' | 'lastName' | 'fullName'>): string {
  const words =
    personal.firstName !== '' && personal.lastName !== ''
      ? [personal.firstName, personal.lastName]
      : personal.fullName.split(/\s+/).filter((word) => word !== '');
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('de');
}

/**
 * Name and contact, the photo top right; without a photo the initials in a ring stand left of the
 * name instead (never both: two portraits of one person).
 */
function Header({ personal, photoAlt }: HeaderData) {
  const initials = personal.photo === null ? initialsOf(personal) : '';
  return (
    <IdentityHeader personal={personal} photoAlt={photoAlt} prefix="mg">
      {initials !== '' && (
        <span className="mg-monogram" aria-hidden="true">
          {initials}
        </span>
      )}
    </IdentityHeader>
  );
}

function Row(props: TwoCellRowProps) {
  return <PrefixedRow prefix="mg" look="table" {...props} />;
}

const PARTS: SingleColumnParts = {
  header: (data) => <Header {...data} />,
  heading: ({ title }) => <h2 className="vt-heading mg-heading">{title}</h2>,
  entryHead: entryHeadRow('mg', Row),
  ...plainRowParts('mg', Row),
};

/**
 * styleTempFour, "monogram": the initials in a ring in the template colour before the name, the
 * photo top right; headings in spaced capitals over a dotted rule; dates in bold in the left
 * column, the entry beside them.
 */
export function Monogram({ doc }: TemplateProps) {
  return <SingleColumnDocument doc={doc} parts={PARTS} prefix="mg" />;
}
