import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";

type InfoPageProps = {
  title: string;
  intro: string;
  /** where questions about this page go (a sample address) */
  contactEmail: string;
  children: ReactNode;
};

/** The frame of the short institutional pages (/termos, /privacidade, /ajuda): title, lead, text, contact. */
export function InfoPage({ title, intro, contactEmail, children }: InfoPageProps) {
  const t = useTranslations("legal");
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-lg text-muted-foreground">{intro}</p>
        <p className="text-sm text-muted-foreground">{t("updated")}</p>
      </header>
      <p className="flex gap-3 rounded-lg border bg-secondary p-4 text-sm text-secondary-foreground">
        <SpriteIcon name="info" className="mt-0.5 size-5 shrink-0" />
        {t("demo")}
      </p>
      {children}
      <section aria-labelledby="info-contact-title" className="flex flex-col gap-2 rounded-lg border p-6">
        <h2 id="info-contact-title" className="text-lg font-semibold">
          {t("contactTitle")}
        </h2>
        <a
          href={`mailto:${contactEmail}`}
          className="flex w-fit items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <SpriteIcon name="mail" className="size-4" />
          {contactEmail}
        </a>
      </section>
    </article>
  );
}

/** One titled part of an institutional page; its h2 names the section for screen readers. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `prefix1`, `prefix2`, ... while the catalogue has them: the texts decide how many paragraphs there are. */
export function numberedKeys(has: (key: string) => boolean, prefix: string): string[] {
  const keys: string[] = [];
  for (let n = 1; has(`${prefix}${n}`); n += 1) keys.push(`${prefix}${n}`);
  return keys;
}
