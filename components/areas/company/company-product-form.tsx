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
import { createProduct, updateProduct } from "@/lib/company/product-actions";
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  productFormValues,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from "@/lib/company/product-form";
import type { CategoryOption, CompanyCatalogProduct } from "@/lib/company/products";
import { withoutErrors } from "@/lib/forms/field-errors";
import { MAX_PHOTO_BYTES } from "@/lib/storage/photo-rules";
import { shrinkForUpload } from "@/lib/storage/shrink-photo";

import { CompanyProductCategoryField } from "./company-product-category-field";
import { CompanyProductPhotoField } from "./company-product-photo-field";
import { CompanyProductSwitches } from "./company-product-switches";

type CompanyProductFormProps = {
  product?: CompanyCatalogProduct;
  categories: readonly CategoryOption[];
  onSaved: (name: string) => void;
};

function formDataOf(values: ProductFormValues, photo: File | null): FormData {
  const data = new FormData();
  for (const [field, value] of Object.entries(values)) data.set(field, value);
  if (photo) data.set("foto", photo);
  return data;
}

/**
 * Create or edit a product: checked with the zod schema here, then by the server action and the
 * database (RLS, checks, the plan's limit). A refused save keeps every typed value in the form.
 */
export function CompanyProductForm({ product, categories, onSaved }: CompanyProductFormProps) {
  const t = useTranslations("companyProducts.form");
  const [values, setValues] = useState<ProductFormValues>(() => productFormValues(product));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  // a field's error goes when it is changed again
  const set = (field: ProductFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutErrors(current, [field]));
  };
  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setErrors((current) => withoutErrors(current, ["foto"]));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateProductForm(values);
    const photoTooBig = photo !== null && photo.size > MAX_PHOTO_BYTES;
    if (!checked.ok || photoTooBig) {
      const translated: ProductFormErrors = photoTooBig ? { foto: t("errors.photoSize") } : {};
      const fieldErrors = checked.ok ? {} : checked.fieldErrors;
      for (const [field, key] of Object.entries(fieldErrors) as [ProductFormField, string][]) {
        translated[field] = t(`errors.${key}` as "errors.nameRequired");
      }
      setErrors(translated);
      setFormError(null);
      focusFirstInvalid();
      return;
    }
    startTransition(async () => {
      const data = formDataOf(values, photo && (await shrinkForUpload(photo)));
      const result = product ? await updateProduct(product.id, data) : await createProduct(data);
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
            maxLength={PRODUCT_NAME_MAX + 20}
            autoComplete="off"
            onChange={(event) => set("nome", event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-descricao`} label={t("descriptionField")} error={errors.descricao}>
        {(control) => (
          <Textarea
            {...control}
            value={values.descricao}
            maxLength={PRODUCT_DESCRIPTION_MAX + 20}
            onChange={(event) => set("descricao", event.target.value)}
          />
        )}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id={`${id}-preco`} label={t("price")} hint={t("priceHint")} error={errors.preco}>
          {(control) => (
            <Input
              {...control}
              value={values.preco}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              onChange={(event) => set("preco", event.target.value)}
            />
          )}
        </Field>
        <CompanyProductCategoryField
          id={`${id}-categoria`}
          value={values.categoria}
          categories={categories}
          error={errors.categoria}
          onChange={(categoria) => set("categoria", categoria)}
        />
      </div>
      <CompanyProductPhotoField
        id={`${id}-foto`}
        current={product?.image}
        error={errors.foto}
        onChange={choosePhoto}
      />
      <CompanyProductSwitches id={id} values={values} onChange={set} />
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
          {pending ? t("saving") : product ? t("save") : t("create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
