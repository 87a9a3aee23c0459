import type { Operator } from '@vita/shared';

type Values = Record<string, string>;

/** 'Amtsgericht Köln, HRB 12345' → court and number (split at the last comma). */
function registerParts(register: string | null): { court: string; number: string } {
  if (!register) return { court: '', number: '' };
  const at = register.lastIndexOf(',');
  return at < 0
    ? { court: register, number: '' }
    : { court: register.slice(0, at).trim(), number: register.slice(at + 1).trim() };
}

/**
 * The placeholders of the legal texts (both languages) and what fills each from the operator's
 * configuration. An empty value removes the line it stands in ('Vertreten durch: …' without a
 * representative); placeholders not named here stay marked for the operator to complete.
 */
export function operatorValues(operator: Operator): Values {
  const [street = '', ...town] = operator.address_lines;
  const address = operator.address_lines.join(', ');
  const register = registerParts(operator.register);
  const name = operator.name ?? '';
  const responsible = [operator.representative ?? name, address].filter(Boolean).join(', ');
  return {
    '[Name des Betreibers]': name,
    "[Operator's name]": name,
    // The configured name carries the legal form ('Vita Software GmbH').
    '[Rechtsform, z. B. GmbH]': '',
    '[Legal form, e.g. GmbH]': '',
    '[Straße und Hausnummer]': street,
    '[Street and number]': street,
    '[Postleitzahl und Ort]': town.join(', '),
    '[Postcode and town]': town.join(', '),
    '[Anschrift des Betreibers]': address,
    "[Operator's address]": address,
    '[E-Mail-Adresse des Betreibers]': operator.email ?? '',
    "[Operator's e-mail address]": operator.email ?? '',
    '[Telefonnummer des Betreibers]': operator.phone ?? '',
    "[Operator's phone number]": operator.phone ?? '',
    '[USt-IdNr.]': operator.vat_id ?? '',
    '[VAT ID]': operator.vat_id ?? '',
    '[Name der vertretungsberechtigten Person]': operator.representative ?? '',
    '[Name of the authorised representative]': operator.representative ?? '',
    '[Registergericht]': register.court,
    '[Register court]': register.court,
    '[Registernummer]': register.number,
    '[Register number]': register.number,
    '[Name und Anschrift der verantwortlichen Person]': responsible,
    '[Name and address of the responsible person]': responsible,
    '[Name und Kontakt, falls benannt]': operator.data_protection_officer ?? '',
    '[Name and contact, if appointed]': operator.data_protection_officer ?? '',
    // Art. 77 GDPR: a complaint can go to the authority where the person lives.
    '[zuständige Aufsichtsbehörde des Betreibers]':
      operator.supervisory_authority ?? 'der Aufsichtsbehörde Ihres Bundeslandes',
    "[Operator's competent supervisory authority]":
      operator.supervisory_authority ?? 'the supervisory authority of your federal state',
  };
}

const PLACEHOLDER = /\[[^\]]+\]/g;

/**
 * A legal text with the operator's data in place of its placeholders. Without a configured
 * operator (possible only outside production) the text stays as it is, its placeholders marked.
 */
export function fillOperator(text: string, operator: Operator | null): string {
  if (!operator?.name) return text;
  const values = operatorValues(operator);
  return text
    .split('\n')
    .flatMap((line) => {
      let emptied = false;
      const filled = line.replace(PLACEHOLDER, (placeholder) => {
        const value = values[placeholder];
        if (value === undefined) return placeholder;
        if (value === '') emptied = true;
        return value;
      });
      return emptied ? [] : [filled];
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
