/** The official JSON Resume validator ships without types; this is the part we call. */
declare module '@jsonresume/schema' {
  type ValidationError = { property: string; message: string };
  const jsonResumeSchema: {
    validate(resume: unknown, callback: (errors: ValidationError[] | null, valid: boolean) => void): void;
    schema: Record<string, unknown>;
  };
  export default jsonResumeSchema;
}
