import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../components/ui/use-form-fields';
import type { ValidationKey } from './validation';
import './account-texts';

/** The values and errors of an account form; `errorOf` gives a field's message in words. */
export function useAccountFields<F extends string>(initial: Record<F, string>) {
  const { t } = useTranslation();
  const fields = useFormFields<F, ValidationKey>(initial);
  const errorOf = (field: F) => {
    const key = fields.errors[field];
    return key ? t(`account.validation.${key}`) : undefined;
  };
  return { ...fields, errorOf };
}
