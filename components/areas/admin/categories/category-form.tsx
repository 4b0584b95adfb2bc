"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition, type FormEvent } from "react";

import { Field } from "@/components/forms/field";
import { useFocusFirstInvalid } from "@/components/forms/use-focus-first-invalid";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { slugify, type AdminCategory } from "@/lib/admin/categories";
import { createCategory, editCategory } from "@/lib/admin/category-actions";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  categoryFormValues,
  validateCategoryForm,
  type CategoryFormErrors,
  type CategoryFormValues,
} from "@/lib/admin/categories-form";
import { withoutErrors } from "@/lib/forms/field-errors";

import { CategoryTipoField } from "./category-tipo-field";

type CategoryFormProps = {
  category?: AdminCategory;
  takenSlugs: ReadonlySet<string>;
  onSaved: (name: string) => void;
};

/** Create or edit a category: checked with the zod schema here, then by the server action and the database. */
export function CategoryForm({ category, takenSlugs, onSaved }: CategoryFormProps) {
  const t = useTranslations("adminCategories.form");
  const [values, setValues] = useState<CategoryFormValues>(() => categoryFormValues(category));
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A new category's slug follows its name until the admin types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(Boolean(category));
  const [pending, startTransition] = useTransition();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  // a field's error goes when it is typed in again (the slug's too when the name writes it)
  const set = (field: keyof CategoryFormValues, value: string) => {
    const follows = field === "nome" && !slugEdited;
    setValues((current) => ({ ...current, [field]: value, ...(follows ? { slug: slugify(value) } : {}) }));
    setErrors((current) => withoutErrors(current, follows ? [field, "slug"] : [field]));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateCategoryForm(values, takenSlugs);
    if (!checked.ok) {
      const translated: CategoryFormErrors = {};
      for (const [field, key] of Object.entries(checked.fieldErrors) as [
        keyof CategoryFormErrors,
        string,
      ][]) {
        translated[field] = t(`errors.${key}` as "errors.nameRequired");
      }
      setErrors(translated);
      setFormError(null);
      focusFirstInvalid();
      return;
    }
    startTransition(async () => {
      const result = category ? await editCategory(category.id, values) : await createCategory(values);
      if (result.ok) return onSaved(checked.data.nome);
      setErrors(result.fieldErrors ?? {});
      setFormError(result.error);
      if (result.fieldErrors) focusFirstInvalid();
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}
      <Field id={`${id}-nome`} label={t("name")} error={errors.nome}>
        {(control) => (
          <Input
            {...control}
            value={values.nome}
            maxLength={CATEGORY_NAME_MAX + 20}
            autoComplete="off"
            onChange={(event) => set("nome", event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-slug`} label={t("slug")} hint={t("slugHint")} error={errors.slug}>
        {(control) => (
          <Input
            {...control}
            value={values.slug}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            onChange={(event) => {
              setSlugEdited(true);
              set("slug", event.target.value);
            }}
          />
        )}
      </Field>
      <Field id={`${id}-descricao`} label={t("descriptionField")} error={errors.descricao}>
        {(control) => (
          <Textarea
            {...control}
            value={values.descricao}
            maxLength={CATEGORY_DESCRIPTION_MAX + 20}
            onChange={(event) => set("descricao", event.target.value)}
          />
        )}
      </Field>
      <CategoryTipoField
        id={`${id}-tipo`}
        value={values.tipo}
        error={errors.tipo}
        onChange={(tipo) => set("tipo", tipo)}
      />
      <Field id={`${id}-imagem`} label={t("image")} hint={t("imageHint")} error={errors.imagem}>
        {(control) => (
          <Input
            {...control}
            value={values.imagem}
            autoComplete="off"
            spellCheck={false}
            placeholder="/images/categorias/..."
            onChange={(event) => set("imagem", event.target.value)}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {t("cancel")}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={pending}
          className="bg-accent text-accent-foreground hover:bg-accent/90"
        >
          {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {pending ? t("saving") : category ? t("save") : t("create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
