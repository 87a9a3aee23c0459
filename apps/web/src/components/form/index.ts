export { errorId, Field, type FieldControlProps, type FieldProps, fieldControlProps, hintId } from './field';
export { fieldMessage, useSchemaForm } from './use-schema-form';
