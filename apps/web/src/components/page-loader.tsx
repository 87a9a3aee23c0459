import './components.css';

/** A spinner with a text for screen readers (role=status announces it politely). */
export function PageLoader({ label }: { label: string }) {
  return (
    <div className="page-loader" role="status">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="page-loader__label">{label}</span>
    </div>
  );
}
