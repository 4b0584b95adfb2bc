import { getTranslations } from "next-intl/server";

import { InfoSection, numberedKeys } from "@/components/legal/info-page";
import type { PlatformContact } from "@/lib/settings/platform-contact";

/** The help centre's topics, in reading order (their questions live under `help`). */
export const HELP_TOPICS = ["orders", "payment", "delivery", "hours", "accounts", "contact"] as const;

/**
 * /ajuda: each topic's questions (q1, q2...) with their answers (a1, a2...), all visible and searchable; the
 * answers about the Vitrine's own service say its contact as /admin/settings keeps it.
 */
export async function HelpTopics({
  topics,
  contact,
}: {
  topics: readonly string[];
  contact: PlatformContact;
}) {
  const t = await getTranslations("help");
  return topics.map((topic) => (
    <InfoSection key={topic} id={topic} title={t(`${topic}.title`)}>
      <dl className="flex flex-col gap-4">
        {numberedKeys((key) => t.has(`${topic}.${key}`), "q").map((question) => (
          <div key={question} className="flex flex-col gap-1">
            <dt className="font-medium">{t(`${topic}.${question}`)}</dt>
            <dd className="leading-relaxed text-muted-foreground">
              {t(`${topic}.a${question.slice(1)}`, { email: contact.email, hours: contact.hours })}
            </dd>
          </div>
        ))}
      </dl>
    </InfoSection>
  ));
}
