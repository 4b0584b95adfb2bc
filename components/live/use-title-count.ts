"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * Puts `count` in the tab's title, '(2) Pedidos da loja | Vitrine', so a new order shows in a background tab.
 * Next may write the page's title after this runs (streamed metadata, a refresh): the count is put back then.
 */
export function useTitleCount(count: number) {
  const t = useTranslations("live");
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(COUNT_PREFIX, "");
      const wanted = count > 0 ? t("titleCount", { count, title: base }) : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, "");
    };
  }, [count, t]);
}
