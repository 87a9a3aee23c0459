/**
 * A label of a personal-details row, which may wrap: 'Geburtsdatum und -ort' breaks before
 * '-ort', never after the hyphen.
 */
export function RowLabel({ text }: { text: string }) {
  const match = /^(.*\s)(-\S+)$/.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      <span style={{ whiteSpace: 'nowrap' }}>{match[2]}</span>
    </>
  );
}
