import {
  educationEntrySchema,
  headingSchema,
  signatureSchema,
  workEntrySchema,
} from '../contracts/meta-values';
import { formattingSchema } from '../contracts/style';
import { parseLeniently } from './lenient';
import {
  EMPTY_EDUCATION,
  EMPTY_HEADING,
  EMPTY_SIGNATURE,
  EMPTY_WORK,
  type PartReaders,
} from './part-readers';

/** The contract schemas, field by field (lenient.ts): what the server builds documents with. */
export const schemaReaders: PartReaders = {
  heading: (value) => parseLeniently(headingSchema, value, EMPTY_HEADING),
  work: (value) => parseLeniently(workEntrySchema, value, EMPTY_WORK),
  education: (value) => parseLeniently(educationEntrySchema, value, EMPTY_EDUCATION),
  signature: (value) => parseLeniently(signatureSchema, value, EMPTY_SIGNATURE),
  formatting: (value) => parseLeniently(formattingSchema, value, formattingSchema.parse({})),
};
