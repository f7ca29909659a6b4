/**
 * The logo test on its own, without the form values module: the list page reaches it through sitesApi
 * and must not download the form's yup schema.
 */

/** A chosen upload, as opposed to the saved logo's URL. */
export function isLogoFile(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null;
}
