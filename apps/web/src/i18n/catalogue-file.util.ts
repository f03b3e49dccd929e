/** The file that holds a namespace in each language: its name in kebab case (`keyTags` in key-tags.ts). */
export const catalogueFile = (namespace: string): string =>
  namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
