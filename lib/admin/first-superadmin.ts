import type { SupabaseClient } from "@supabase/supabase-js";

import { permissionPreset } from "@/lib/admin/permission-presets";
import type { Database } from "@/lib/supabase/database.types";

/**
 * The first superadmin of a project without the demo data (`npm run superadmin -- <e-mail>`): 'Novo
 * Administrador' needs an administrator already, so someone has to be the first. The person signs up on the
 * site like anyone (a cliente account), then the operator promotes that account with the secret key, the one
 * place where no signed-in user could be allowed to act. A superadmin is never demoted nor deleted, so the
 * account must be one made to administer: a store's, a courier's or an advertiser's account is refused (their
 * store or campaigns would be left behind), and so is a shopper's that has ordered (a mistyped e-mail must not
 * turn a customer into a superadmin for good); one already on the team is raised to superadmin.
 */

/** What the database holds for the e-mail: the account's type, its team row's role if any, whether it ordered. */
export type FoundAccount = {
  userId: string;
  tipoConta: string | null;
  papel: string | null;
  hasOrders: boolean;
};

export type SuperadminStep =
  | { kind: "insert"; userId: string }
  | { kind: "raise"; userId: string }
  | { kind: "done"; userId: string }
  | { kind: "refuse"; reason: "noAccount" | "otherAccountType" | "shopperWithOrders"; tipoConta?: string };

/** Account types an administrator can be made of: a shopper's own sign-up, an administrator, or no type yet. */
const PROMOTABLE = new Set<string | null>(["cliente", "admin", "superadmin", null]);

export function superadminStep(found: FoundAccount | null): SuperadminStep {
  if (!found) return { kind: "refuse", reason: "noAccount" };
  if (found.papel === "superadmin") return { kind: "done", userId: found.userId };
  if (!PROMOTABLE.has(found.tipoConta)) {
    return { kind: "refuse", reason: "otherAccountType", tipoConta: found.tipoConta ?? undefined };
  }
  if (found.tipoConta === "cliente" && found.hasOrders)
    return { kind: "refuse", reason: "shopperWithOrders" };
  return found.papel ? { kind: "raise", userId: found.userId } : { kind: "insert", userId: found.userId };
}

export type SuperadminOutcome =
  | { ok: true; step: Exclude<SuperadminStep, { kind: "refuse" }>; message: string }
  | { ok: false; message: string };

/** The sentence the script prints for each outcome. */
export function superadminMessage(email: string, step: SuperadminStep): string {
  switch (step.kind) {
    case "insert":
    case "raise":
      return `Pronto: ${email} agora é superadmin. Entre de novo em /login para abrir o /admin.`;
    case "done":
      return `${email} já é superadmin; nada mudou.`;
    case "refuse":
      switch (step.reason) {
        case "noAccount":
          return `Nenhuma conta com o e-mail ${email}. Cadastre-a no site (/register) e rode de novo.`;
        case "otherAccountType":
          return `A conta ${email} é de ${step.tipoConta}; um administrador precisa de uma conta própria. Cadastre outro e-mail no site (/register).`;
        case "shopperWithOrders":
          return `A conta ${email} já fez pedidos como cliente, e um superadmin não volta a ser cliente. Cadastre um e-mail só para administrar (/register).`;
      }
  }
}

/** Finds the account by e-mail and makes it a superadmin, with the service-role client the script builds. */
export async function makeSuperadmin(
  service: SupabaseClient<Database>,
  rawEmail: string,
): Promise<SuperadminOutcome> {
  const email = rawEmail.trim().toLowerCase();
  const perfis = await service.from("perfis").select("user_id, tipo_conta").eq("email", email).limit(2);
  if (perfis.error) return { ok: false, message: `Falha ao procurar a conta: ${perfis.error.message}` };
  if (perfis.data.length > 1) return { ok: false, message: `Mais de uma conta com o e-mail ${email}.` };
  const perfil = perfis.data[0];
  let found: FoundAccount | null = null;
  if (perfil) {
    const [team, orders] = await Promise.all([
      service.from("administradores").select("papel").eq("user_id", perfil.user_id).maybeSingle(),
      service.from("pedidos").select("id").eq("cliente_id", perfil.user_id).limit(1),
    ]);
    if (team.error) return { ok: false, message: `Falha ao ler a equipe: ${team.error.message}` };
    if (orders.error)
      return { ok: false, message: `Falha ao ler os pedidos da conta: ${orders.error.message}` };
    found = {
      userId: perfil.user_id,
      tipoConta: perfil.tipo_conta,
      papel: team.data?.papel ?? null,
      hasOrders: orders.data.length > 0,
    };
  }
  const step = superadminStep(found);
  if (step.kind === "refuse") return { ok: false, message: superadminMessage(email, step) };
  const permissoes = permissionPreset("superadmin");
  // the team's triggers set the account type from the row (superadmin), so the next sign-in carries it
  const write =
    step.kind === "insert"
      ? await service
          .from("administradores")
          .insert({ user_id: step.userId, papel: "superadmin", permissoes })
      : step.kind === "raise"
        ? await service
            .from("administradores")
            .update({ papel: "superadmin", permissoes })
            .eq("user_id", step.userId)
        : { error: null };
  if (write.error) return { ok: false, message: `Falha ao gravar o superadmin: ${write.error.message}` };
  return { ok: true, step, message: superadminMessage(email, step) };
}
