import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  ATTACHMENT_LIMITS,
  CATALOGUE_LIMITS,
  EDUCATION_LIMITS,
  HEADING_LIMITS,
  LEGAL_FORM_LIMITS,
  LETTER_LIMITS,
  RESUME_NAME_MAX,
  SECTION_LIMITS,
  SIGNATURE_LIMITS,
  WORK_LIMITS,
} from '../constants';
import { emailSchema, resetPasswordRequestSchema } from './accounts';
import { uploadAttachmentFieldsSchema } from './attachments';
import { cancelContractRequestSchema } from './billing';
import {
  occupationMatchRequestSchema,
  popularSubCategoryRequestSchema,
  searchLanguageQuerySchema,
  subCategoryRequestSchema,
} from './catalogue';
import { contactMessageRequestSchema } from './contact';
import { renameResumeRequestSchema } from './duplicate';
import { letterAnswersSchema } from './letter-draft';
import { letterFieldsSchema, updateLetterRequestSchema } from './letters';
import { educationEntrySchema, headingSchema, signatureSchema, workEntrySchema } from './meta-values';
import { customSectionValueSchema, languagesValueSchema } from './sections';
import { withdrawContractRequestSchema } from './withdrawal';

/** The schema of one field: `schema.shape[field]`. */
const field = (schema: { shape: Record<string, z.ZodType> }, name: string): z.ZodType => {
  const found = schema.shape[name];
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

const letters = (length: number) => 'a'.repeat(length);

/** [what, the field's schema, the named limit]: the contract takes `limit` characters and refuses one more. */
const TEXT_LIMITS: [string, z.ZodType, number][] = [
  ['heading street', field(headingSchema, 'street'), HEADING_LIMITS.street],
  ['education sname', field(educationEntrySchema, 'sname'), EDUCATION_LIMITS.sname],
  ['education slname', field(educationEntrySchema, 'slname'), EDUCATION_LIMITS.slname],
  ['education sdegree', field(educationEntrySchema, 'sdegree'), EDUCATION_LIMITS.sdegree],
  ['education fieldOStudy', field(educationEntrySchema, 'fieldOStudy'), EDUCATION_LIMITS.fieldOStudy],
  ['education sdescription', field(educationEntrySchema, 'sdescription'), EDUCATION_LIMITS.sdescription],
  ['work jobtitle', field(workEntrySchema, 'jobtitle'), WORK_LIMITS.jobtitle],
  ['work employer', field(workEntrySchema, 'employer'), WORK_LIMITS.employer],
  ['work city', field(workEntrySchema, 'city'), WORK_LIMITS.city],
  ['work country', field(workEntrySchema, 'country'), WORK_LIMITS.country],
  ['work pincode', field(workEntrySchema, 'pincode'), HEADING_LIMITS.pincode],
  ['signature text', field(signatureSchema, 'text'), SIGNATURE_LIMITS.text],
  ['signature location', field(signatureSchema, 'location'), HEADING_LIMITS.location],
  ['custom section title', field(customSectionValueSchema, 'title'), SECTION_LIMITS.customTitle],
  ['attachment title', field(uploadAttachmentFieldsSchema, 'title'), ATTACHMENT_LIMITS.title],
  ['letter name', field(letterFieldsSchema, 'name'), LETTER_LIMITS.name],
  ['letter position', field(letterFieldsSchema, 'position'), LETTER_LIMITS.position],
  ['letter subject', field(letterFieldsSchema, 'subject'), LETTER_LIMITS.subject],
  ['letter salutation', field(letterFieldsSchema, 'salutation'), LETTER_LIMITS.salutation],
  ['letter closing', field(letterFieldsSchema, 'closing'), LETTER_LIMITS.closing],
  ['letter place', field(letterFieldsSchema, 'place'), LETTER_LIMITS.place],
  ['letter rename', field(updateLetterRequestSchema, 'name'), LETTER_LIMITS.name],
  ['letter start date', field(letterAnswersSchema, 'start_date'), LETTER_LIMITS.startDate],
  ['letter salary', field(letterAnswersSchema, 'salary'), LETTER_LIMITS.salary],
  ['letter motivation', field(letterAnswersSchema, 'motivation'), LETTER_LIMITS.motivation],
  ['resume rename', field(renameResumeRequestSchema, 'resume_name'), RESUME_NAME_MAX],
  ['cancellation name', field(cancelContractRequestSchema, 'name'), LEGAL_FORM_LIMITS.name],
  ['cancellation contract', field(cancelContractRequestSchema, 'contract'), LEGAL_FORM_LIMITS.contract],
  ['cancellation reason', field(cancelContractRequestSchema, 'reason'), LEGAL_FORM_LIMITS.reason],
  ['withdrawal name', field(withdrawContractRequestSchema, 'name'), LEGAL_FORM_LIMITS.name],
  ['withdrawal order', field(withdrawContractRequestSchema, 'order_id'), LEGAL_FORM_LIMITS.orderId],
  ['contact name', field(contactMessageRequestSchema, 'name'), LEGAL_FORM_LIMITS.name],
  ['contact message', field(contactMessageRequestSchema, 'message'), LEGAL_FORM_LIMITS.message],
  ['profile search', field(subCategoryRequestSchema, 'search'), CATALOGUE_LIMITS.search],
  ['profile title', field(popularSubCategoryRequestSchema, 'sub_category_title'), CATALOGUE_LIMITS.title],
  ['occupation title', field(occupationMatchRequestSchema, 'title'), CATALOGUE_LIMITS.title],
  ['language search', field(searchLanguageQuerySchema, 'search'), CATALOGUE_LIMITS.languageSearch],
];

describe('the contracts check the named limits', () => {
  it.each(TEXT_LIMITS)('%s takes its limit and refuses one character more', (_, schema, limit) => {
    expect(schema.safeParse(letters(limit)).success).toBe(true);
    expect(schema.safeParse(letters(limit + 1)).success).toBe(false);
  });

  it('a language name takes its limit and refuses one character more', () => {
    const languages = (name: string) => ({ native: [{ nativeLang: name }], languages: [] });
    expect(languagesValueSchema.safeParse(languages(letters(SECTION_LIMITS.language))).success).toBe(true);
    expect(languagesValueSchema.safeParse(languages(letters(SECTION_LIMITS.language + 1))).success).toBe(
      false,
    );
  });

  it('an e-mail address takes the account limit and refuses one character more', () => {
    const address = (length: number) => `${letters(length - '@example.de'.length)}@example.de`;
    expect(emailSchema.safeParse(address(ACCOUNT_LIMITS.email)).success).toBe(true);
    expect(emailSchema.safeParse(address(ACCOUNT_LIMITS.email + 1)).success).toBe(false);
  });

  it('the reset code has exactly the named number of digits', () => {
    const code = field(resetPasswordRequestSchema, 'code');
    expect(code.safeParse('7'.repeat(ACCOUNT_LIMITS.resetCode)).success).toBe(true);
    expect(code.safeParse('7'.repeat(ACCOUNT_LIMITS.resetCode - 1)).success).toBe(false);
    expect(code.safeParse('7'.repeat(ACCOUNT_LIMITS.resetCode + 1)).success).toBe(false);
  });
});
