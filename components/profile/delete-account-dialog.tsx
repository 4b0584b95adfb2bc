"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { PasswordInput } from "@/components/auth/password-input";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { logout } from "@/lib/auth/actions/logout";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { failureOf } from "@/lib/forms/result";
import { deleteMyAccount } from "@/lib/profile/delete-account-action";

/** 'Excluir minha conta': asks the password again, then deletes the account and lands on the home, signed out. */
export function DeleteAccountDialog() {
  const t = useTranslations("accountData");
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState(
    async (previous: Awaited<ReturnType<typeof deleteMyAccount>> | null, data: FormData) => {
      const result = await deleteMyAccount(previous, data);
      if (result.ok) {
        toast.success(t("deleted"), { description: t("deletedHint") });
        // 'Sair': clears the cookies and lands on the home as a visitor (the toast stays on screen)
        await logout();
      }
      return result;
    },
    null,
  );
  const { error, fieldErrors = {} } = failureOf(state);
  const deleted = state?.ok === true;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && !deleted && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t("deleteButton")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form action={formAction} noValidate aria-busy={pending} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t("deleteTitle")}</DialogTitle>
            <DialogDescription>{t("deleteDescription")}</DialogDescription>
          </DialogHeader>
          <FormAlert message={Object.keys(fieldErrors).length > 0 ? undefined : error} />
          <Field id="delete-account-password" label={t("deletePassword")} error={fieldErrors.password}>
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="current-password"
                maxLength={MAX_PASSWORD_LENGTH}
                aria-required="true"
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending || deleted}>
                {t("deleteCancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending || deleted}>
              {pending ? t("deleting") : t("deleteConfirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
