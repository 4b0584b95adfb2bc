"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { checkAdministratorForm } from "@/lib/admin/administrator-form";
import {
  inviteAdministrator,
  removeAdministrator,
  updateAdministrator,
  type TeamWriteError,
  type TeamWriteResult,
} from "@/lib/admin/administrator-writes";
import {
  findAdministrator,
  teamRefusal,
  type TeamIntent,
  type TeamRefusal,
} from "@/lib/admin/administrators";
import { permissionPreset } from "@/lib/admin/permission-presets";
import { adminRoleSchema, permissionSetSchema, type AdminUser } from "@/lib/admin/types";
import { recoveryRedirectUrl, requestRecoveryEmail } from "@/lib/auth/recovery-request";
import { requireAccountType } from "@/lib/data/access";
import { getAdministrators } from "@/lib/data/admin";
import { getAdminAccess } from "@/lib/data/admin-permissions";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/** Every message already in Portuguese; field errors under Nome and E-mail. */
export type TeamActionResult = FormResult<"name" | "email">;

const adminId = z.uuid();
const formInput = z.object({
  name: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  permissions: permissionSetSchema,
});

async function failure(error: TeamRefusal | TeamWriteError | "invalid"): Promise<TeamActionResult> {
  const t = await getTranslations("adminUsers.errors");
  return formFailure(t(error));
}

/** Who asks, with their role and permissions from the database; anyone but an administrator is redirected. */
async function whoAsks() {
  const viewer = await requireAccountType("admin", "superadmin");
  const access = await getAdminAccess(viewer);
  return { viewer, team: { id: viewer.id, role: access.role, permissions: access.permissions } };
}

/** The caller's own client (RLS decides the team row) and the secret-key one (the account), only once allowed. */
type Run = (
  session: SupabaseServerClient,
  admin: ReturnType<typeof createSupabaseAdminClient>,
) => Promise<TeamWriteResult>;

async function write(run: Run): Promise<TeamActionResult> {
  let result: TeamWriteResult;
  try {
    result = await run(await createSupabaseServerClient(), createSupabaseAdminClient());
  } catch (error) {
    console.error("Equipe administrativa: falha ao gravar", error);
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) return failure(result.error);
  refresh();
  return formSuccess();
}

/** The form's values checked as the form checks them, the e-mail against the team too. */
async function checkForm(input: z.infer<typeof formInput>, team: readonly AdminUser[], editingId?: string) {
  const check = checkAdministratorForm(input, team, editingId);
  if (check.ok) return check;
  const t = await getTranslations("adminUsers.form.errors");
  const fieldErrors: Partial<Record<"name" | "email", string>> = {};
  if (check.errors.name) fieldErrors.name = t(check.errors.name);
  if (check.errors.email) fieldErrors.email = t(check.errors.email);
  return formFailure(t("summary"), { fieldErrors, values: { name: input.name, email: input.email } });
}

/** 'Novo Administrador' (users.edit): the account, its invitation e-mail and its team row. */
export async function createAdministrator(values: unknown): Promise<TeamActionResult> {
  const parsed = formInput.safeParse(values);
  if (!parsed.success) return failure("invalid");
  const { viewer, team } = await whoAsks();
  // a superadmin always has everything, whatever the matrix last showed
  const permissions =
    parsed.data.role === "superadmin" ? permissionPreset("superadmin") : parsed.data.permissions;
  const refused = teamRefusal(team, { kind: "create", role: parsed.data.role, permissions });
  if (refused) return failure(refused);
  const check = await checkForm(parsed.data, await getAdministrators(viewer));
  if (!check.ok) return check;
  const invitation = (await getTranslations("adminUsers"))("invitation");
  return write((session, admin) =>
    inviteAdministrator(session, admin, {
      ...check.values,
      permissions,
      createdBy: viewer.id,
      redirectTo: recoveryRedirectUrl(),
      invitation,
    }),
  );
}

type Looked = { ok: false; result: TeamActionResult } | { ok: true; found: AdminUser };

/** Looks the target up in the team the caller may read; refusal first, so the reason is the right one. */
async function lookUp(
  id: unknown,
  intent: (found: Pick<AdminUser, "id" | "role">) => TeamIntent,
): Promise<Looked> {
  if (typeof id !== "string" || !adminId.safeParse(id).success)
    return { ok: false, result: await failure("notFound") };
  const { viewer, team } = await whoAsks();
  const found = findAdministrator(await getAdministrators(viewer), id);
  // the list is empty for one who may not view users: say what they lack rather than "not found"
  const refused = teamRefusal(team, intent(found ?? { id, role: "moderator" }));
  if (refused) return { ok: false, result: await failure(refused) };
  return found ? { ok: true, found } : { ok: false, result: await failure("notFound") };
}

/** Editar (users.edit): name, role and permissions; a superadmin keeps the role. */
export async function editAdministrator(id: string, values: unknown): Promise<TeamActionResult> {
  const parsed = formInput.safeParse(values);
  if (!parsed.success) return failure("invalid");
  const permissions =
    parsed.data.role === "superadmin" ? permissionPreset("superadmin") : parsed.data.permissions;
  const looked = await lookUp(id, (found) => ({
    kind: "edit",
    target: found,
    role: parsed.data.role,
    permissions,
  }));
  if (!looked.ok) return looked.result;
  // the e-mail is the account's sign-in: the form shows it, the edit never changes it
  const check = await checkForm({ ...parsed.data, email: looked.found.email }, [], looked.found.id);
  if (!check.ok) return check;
  return write((session, admin) =>
    updateAdministrator(session, admin, looked.found.id, {
      name: check.values.name,
      role: parsed.data.role,
      permissions,
    }),
  );
}

/** Excluir (users.delete): never a superadmin, never oneself; the account goes with its row. */
export async function deleteAdministrator(id: string): Promise<TeamActionResult> {
  const looked = await lookUp(id, (found) => ({ kind: "delete", target: found }));
  if (!looked.ok) return looked.result;
  return write((session, admin) => removeAdministrator(session, admin, looked.found.id));
}

/** 'Senha' (users.edit): Supabase Auth e-mails the administrator a link to set a new password. */
export async function sendAdministratorPasswordReset(id: string): Promise<TeamActionResult> {
  const looked = await lookUp(id, (found) => ({ kind: "resetPassword", target: found }));
  if (!looked.ok) return looked.result;
  const outcome = await requestRecoveryEmail(looked.found.email);
  if (outcome !== "sent") return failure("unexpected");
  const t = await getTranslations("adminUsers.toasts");
  return formSuccess(t("passwordSentDescription", { email: looked.found.email }));
}
