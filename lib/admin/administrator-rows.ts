import { adminUserSchema, permissionSetSchema, type AdminRole, type AdminUser } from "@/lib/admin/types";

/** public.administradores.papel ⇄ the app's AdminRole (spec 3: moderator, admin, superadmin). */
export type Papel = "moderador" | "admin" | "superadmin";

const PAPEL: Record<AdminRole, Papel> = { moderator: "moderador", admin: "admin", superadmin: "superadmin" };

export function roleToPapel(role: AdminRole): Papel {
  return PAPEL[role];
}

export function papelToRole(papel: string): AdminRole {
  const found = (Object.keys(PAPEL) as AdminRole[]).find((role) => PAPEL[role] === papel);
  if (!found) throw new Error(`papel desconhecido: ${papel}`);
  return found;
}

/** One row of public.equipe_administrativa(). */
export type EquipeRow = {
  user_id: string;
  nome: string | null;
  email: string | null;
  papel: string;
  permissoes: unknown;
  created_at: string;
  ultimo_acesso: string | null;
};

/** A team row as the admin screens show it; a row the schema refuses throws (the database checks it too). */
export function adminFromRow(row: EquipeRow): AdminUser {
  return adminUserSchema.parse({
    id: row.user_id,
    name: row.nome ?? row.email ?? "",
    email: row.email ?? "",
    role: papelToRole(row.papel),
    permissions: permissionSetSchema.parse(row.permissoes),
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.ultimo_acesso ? { lastLogin: new Date(row.ultimo_acesso).toISOString() } : {}),
  });
}
