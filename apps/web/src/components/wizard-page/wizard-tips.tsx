/** The tips box of an intro page: a titled list, named by its heading for screen readers. */
export function WizardTips({ id, title, tips }: { id: string; title: string; tips: readonly string[] }) {
  return (
    <section className="wizard-tips" aria-labelledby={id}>
      <h2 id={id} className="wizard-tips__title">
        {title}
      </h2>
      <ul className="wizard-tips__list">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
