/**
 * The five UTM fields of a landing URL (docs/product.md "Friend invite"; local storage `utm`), kept apart from the
 * wire schemas so the shell reads them without zod in its bundle.
 */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
