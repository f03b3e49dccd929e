/**
 * The shape of a feature's messages in a language other than English: the English file's keys,
 * any string as the value. A key the French file lacks, or one English does not have, fails to
 * compile.
 */
export type Translations<T> = { readonly [K in keyof T]: string };
