"use client";

import { MapPin, Plus, Store } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { ChoiceGroup } from "@/components/orders/choice-group";
import { AddressFields } from "@/components/customers/address-form";
import type { CartCompany } from "@/lib/cart/cart-item";
import {
  ADDRESS_LIMIT,
  placeLine,
  streetLine,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
  type SavedAddress,
} from "@/lib/customers/addresses";
import { formatAddress } from "@/lib/orders/links";

/** The address choice: a saved address by id, or the form of a new one. */
export const NEW_ADDRESS = "new";

/**
 * Where the order goes. Delivery: one of the customer's saved addresses (the default chosen first) or 'Novo
 * endereço', whose fields save it to the customer's addresses with the order. Pickup: the stores' addresses.
 */
export function CheckoutAddress({
  deliveryType,
  addresses,
  choice,
  onChoice,
  draft,
  draftErrors,
  onDraft,
  error,
  companies,
  disabled,
}: {
  deliveryType: "delivery" | "pickup";
  addresses: SavedAddress[];
  choice: string;
  onChoice(choice: string): void;
  draft: AddressDraft;
  draftErrors: AddressErrors;
  onDraft(field: AddressField, value: string): void;
  /** a refusal about the address as a whole (none chosen, the 11th, not saved) */
  error: string | undefined;
  companies: Pick<CartCompany, "id" | "name" | "address">[];
  disabled: boolean;
}) {
  const t = useTranslations("checkout");
  if (deliveryType === "pickup") {
    return (
      <section aria-labelledby="checkout-address-title" className="flex flex-col gap-3">
        <h2 id="checkout-address-title" className="text-lg font-semibold">
          {t("pickupTitle")}
        </h2>
        <ul className="flex flex-col gap-2">
          {companies.map((company) => (
            <li key={company.id} className="flex gap-3 rounded-lg border p-4">
              <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <p className="font-medium">{company.name}</p>
                <p className="text-sm break-words text-muted-foreground">{formatAddress(company.address)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const full = addresses.length >= ADDRESS_LIMIT;
  const choices = addresses.map((address) => ({
    value: address.id,
    label: address.isDefault ? `${address.label} · ${t("defaultAddress")}` : address.label,
    hint: `${streetLine(address)} · ${placeLine(address)}`,
    icon: <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />,
  }));
  if (!full) {
    choices.push({
      value: NEW_ADDRESS,
      label: t("newAddress"),
      hint: t("newAddressHint"),
      icon: <Plus aria-hidden="true" className="size-4 shrink-0 text-primary" />,
    });
  }
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ChoiceGroup
        legend={t("addressTitle")}
        name="address"
        layout="list"
        value={choice}
        onChange={onChoice}
        disabled={disabled}
        describedBy={error ? "checkout-address-error" : undefined}
        choices={choices}
      />
      {full ? (
        <p className="text-sm text-muted-foreground">
          {t("addressLimitReached", { max: ADDRESS_LIMIT })}{" "}
          <Link
            href="/customer/profile"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("manageAddresses")}
          </Link>
        </p>
      ) : null}
      {error ? (
        <p
          id="checkout-address-error"
          role="alert"
          tabIndex={-1}
          data-checkout-error=""
          className="text-sm text-destructive outline-none"
        >
          {error}
        </p>
      ) : null}
      {choice === NEW_ADDRESS && !full ? (
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border p-4" disabled={disabled}>
          <legend className="px-1 font-semibold">{t("newAddressTitle")}</legend>
          <AddressFields
            idPrefix="checkout-address"
            values={draft}
            errors={draftErrors}
            onChange={onDraft}
            disabled={disabled}
          />
        </fieldset>
      ) : null}
    </div>
  );
}
