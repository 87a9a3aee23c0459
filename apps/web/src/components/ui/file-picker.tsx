import { type ChangeEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../components.css';

interface FilePickerProps {
  id: string;
  /** The button's text ("Datei auswählen"); it names the field unless `labelledBy` does. */
  choose: string;
  accept: string;
  /** The id of the field's own label, when it has one besides the button. */
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Beside the button: the chosen file's name by default, "Keine Datei ausgewählt" before. */
  fileName?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file field in the page's language: the browser's own button speaks the browser's ("Choose
 * File", "No file chosen"). The input stays in the page for the keyboard and screen readers, drawn
 * as a button (its label) and the chosen file's name.
 */
export function FilePicker({
  id,
  choose,
  labelledBy,
  describedBy,
  fileName,
  onChange,
  ...input
}: FilePickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const { inputRef, ...attributes } = input;
  return (
    <div className="file-picker">
      <input
        {...attributes}
        id={id}
        ref={inputRef}
        className="file-picker__input"
        type="file"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(event) => {
          setChosen(event.currentTarget.files?.[0]?.name ?? '');
          onChange(event);
        }}
      />
      <label className="button button--secondary file-picker__choose" htmlFor={id}>
        {choose}
      </label>
      <span className="file-picker__name">{(fileName ?? chosen) || t('fileField.none')}</span>
    </div>
  );
}
