/**
 * product.md D13: the short institutional pages every marketplace has (app/(store)/termos, privacidade, ajuda),
 * linked from the footer and listed in the sitemap. `labelKey` is a key of the `footer` namespace.
 */
export const INFO_PAGES = [
  { href: "/termos", labelKey: "terms" },
  { href: "/privacidade", labelKey: "privacy" },
  { href: "/ajuda", labelKey: "help" },
] as const;
