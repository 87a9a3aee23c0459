import type { users } from './schema';

/** A row of `users` as selected; the one account type every module shares. */
export type UserRow = typeof users.$inferSelect;
