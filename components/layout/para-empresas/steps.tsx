import { useTranslations } from "next-intl";

const STEPS = ["signUp", "approval", "sell"] as const;

/** How a business joins: sign up, approval by the Vitrine team (product.md §4 company approval), start selling. */
export function ParaEmpresasSteps() {
  const t = useTranslations("paraEmpresas.steps");
  return (
    <section aria-labelledby="como-funciona" className="bg-muted">
      <div className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="como-funciona" className="text-center text-2xl font-bold md:text-3xl">
          {t("title")}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex flex-col items-center gap-3 text-center">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold">{t(`${step}Title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`${step}Text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
