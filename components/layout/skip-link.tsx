import { useTranslations } from "next-intl";

export const MAIN_CONTENT_ID = "conteudo";

/** First focusable element: lets keyboard users jump over the header to the page content. */
export function SkipLink() {
  const t = useTranslations("layout");
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("skipToContent")}
    </a>
  );
}
