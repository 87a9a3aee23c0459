/**
 * Why the last try failed (already translated), announced at once; nothing when there is none.
 * The class is the form's own block (`account-form__failure` by default).
 */
export function FormFailure({
  message,
  className = 'account-form__failure',
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {message}
    </p>
  );
}
