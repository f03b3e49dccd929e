/**
 * The shape every non-English catalogue must have: the English catalogue's keys, with any
 * string as the value. A key missing from French fails to compile.
 */
export type Translations<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translations<T[K]>;
};
