/** One class attribute from the classes that apply (false, '' and undefined are left out). */
export const classNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
