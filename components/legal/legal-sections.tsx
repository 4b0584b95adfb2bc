import { getTranslations } from "next-intl/server";

import { InfoSection, numberedKeys } from "@/components/legal/info-page";

/** The parts of each legal text, in reading order (their texts live under `legal.terms` / `legal.privacy`). */
export const TERMS_SECTIONS = ["about", "account", "orders", "closing", "duties", "changes"] as const;
export const PRIVACY_SECTIONS = [
  "controller",
  "data",
  "purposes",
  "sharing",
  "retention",
  "rights",
  "security",
] as const;

/**
 * The sections of a legal text (`legal.terms`, `legal.privacy`): each has a title, paragraphs p1, p2...
 * and, where the text lists things, items i1, i2... shown as a list after the first paragraph.
 */
export async function LegalSections({
  namespace,
  sections,
}: {
  namespace: "legal.terms" | "legal.privacy";
  sections: readonly string[];
}) {
  const t = await getTranslations(namespace);
  return sections.map((section) => {
    const [first, ...rest] = numberedKeys((key) => t.has(`${section}.${key}`), "p");
    const items = numberedKeys((key) => t.has(`${section}.${key}`), "i");
    return (
      <InfoSection key={section} id={section} title={t(`${section}.title`)}>
        {first ? <p className="leading-relaxed">{t(`${section}.${first}`)}</p> : null}
        {items.length > 0 ? (
          <ul className="flex list-disc flex-col gap-2 pl-6 leading-relaxed">
            {items.map((key) => (
              <li key={key}>{t(`${section}.${key}`)}</li>
            ))}
          </ul>
        ) : null}
        {rest.map((key) => (
          <p key={key} className="leading-relaxed">
            {t(`${section}.${key}`)}
          </p>
        ))}
      </InfoSection>
    );
  });
}
