/**
 * The shape of an e-mail address as every form checks it before sending: something@domain.tld,
 * no spaces, a top-level domain of two or more characters. Umlauts are allowed (a heading may
 * carry an internationalised address). The account calls' `emailSchema` is stricter on the
 * server (zod's e-mail rule): everything it accepts passes here too.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const isEmail = (value: string): boolean => EMAIL_SHAPE.test(value.trim());
