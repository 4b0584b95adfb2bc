"use client";

import { MapPin, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";

import { ConfirmDeleteDialog } from "@/components/areas/confirm-delete-dialog";
import { AddressForm } from "@/components/customers/address-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import {
  createAddress,
  editAddress,
  makeDefault,
  removeAddress,
  type AddressActionResult,
} from "@/lib/customers/address-actions";
import {
  ADDRESS_LIMIT,
  addressDraftOf,
  EMPTY_ADDRESS,
  placeLine,
  streetLine,
  type SavedAddress,
} from "@/lib/customers/addresses";

/** What the list is doing: nothing, adding one, or editing one (by id). */
type Mode = { kind: "idle" } | { kind: "add" } | { kind: "edit"; id: string };

/**
 * The customer's saved addresses (/customer/profile): the default marked 'Padrão', and 'Editar', 'Tornar
 * padrão', 'Remover' (after a confirmation) and 'Adicionar endereço', each saved at once. The page re-reads
 * the list after every write (the actions' refresh), so what shows is what the database holds.
 */
export function AddressList({ addresses }: { addresses: SavedAddress[] }) {
  const t = useTranslations("addresses");
  const [mode, setMode] = useState<Mode>({ kind: "idle" });
  const [rowError, setRowError] = useState<{ id: string; message: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const full = addresses.length >= ADDRESS_LIMIT;

  function act(id: string, run: () => Promise<AddressActionResult>, success: string) {
    setRowError(null);
    startTransition(async () => {
      const result = await run();
      if (result.ok) toast.success(success);
      else setRowError({ id, message: result.error });
    });
  }

  return (
    <section
      aria-labelledby="addresses-title"
      aria-busy={pending}
      className="flex min-w-0 flex-col gap-3 rounded-lg border p-6"
    >
      <h2 id="addresses-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {addresses.length === 0 && mode.kind !== "add" ? (
        <div className="flex flex-col items-center gap-1 rounded-md border border-dashed px-4 py-6 text-center">
          <p className="font-medium">{t("empty")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyHint")}</p>
        </div>
      ) : null}
      <ul className="flex flex-col gap-3">
        {addresses.map((address) =>
          mode.kind === "edit" && mode.id === address.id ? (
            <li key={address.id}>
              <AddressForm
                idPrefix={`address-${address.id}`}
                title={t("editTitle")}
                initial={addressDraftOf(address)}
                onSubmit={(values) => editAddress(address.id, values)}
                onCancel={() => setMode({ kind: "idle" })}
                onSaved={() => {
                  setMode({ kind: "idle" });
                  toast.success(t("saved"));
                }}
              />
            </li>
          ) : (
            <li key={address.id} className="flex flex-col gap-3 rounded-md border p-3">
              <div className="flex min-w-0 gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {address.label}
                    {address.isDefault ? <Badge variant="secondary">{t("default")}</Badge> : null}
                  </p>
                  <p className="text-sm break-words text-muted-foreground">{streetLine(address)}</p>
                  <p className="text-sm break-words text-muted-foreground">{placeLine(address)}</p>
                </div>
              </div>
              {rowError?.id === address.id ? (
                <p role="alert" className="text-sm text-destructive">
                  {rowError.message}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  aria-label={t("editLabel", { label: address.label })}
                  onClick={() => setMode({ kind: "edit", id: address.id })}
                >
                  {t("edit")}
                </Button>
                {address.isDefault ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pending}
                    aria-label={t("makeDefaultLabel", { label: address.label })}
                    onClick={() => act(address.id, () => makeDefault(address.id), t("defaultChanged"))}
                  >
                    {t("makeDefault")}
                  </Button>
                )}
                <ConfirmDeleteDialog
                  question={t("removeQuestion")}
                  description={t(address.isDefault ? "removeDefaultDescription" : "removeDescription", {
                    label: address.label,
                    address: `${streetLine(address)}, ${placeLine(address)}`,
                  })}
                  cancelLabel={t("cancel")}
                  confirmLabel={t("removeConfirm")}
                  onConfirm={() => act(address.id, () => removeAddress(address.id), t("removed"))}
                  trigger={
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      disabled={pending}
                      aria-label={t("removeLabel", { label: address.label })}
                    >
                      {t("remove")}
                    </Button>
                  }
                />
              </div>
            </li>
          ),
        )}
      </ul>
      {mode.kind === "add" ? (
        <AddressForm
          idPrefix="address-new"
          title={t("newTitle")}
          initial={EMPTY_ADDRESS}
          onSubmit={(values) => createAddress(values)}
          onCancel={() => setMode({ kind: "idle" })}
          onSaved={() => {
            setMode({ kind: "idle" });
            toast.success(t("saved"));
          }}
        />
      ) : full ? (
        <p className="text-sm text-muted-foreground">{t("limitReached", { max: ADDRESS_LIMIT })}</p>
      ) : (
        <Button
          variant="outline"
          className="self-start"
          disabled={pending}
          onClick={() => setMode({ kind: "add" })}
        >
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      )}
    </section>
  );
}
