import { isAccountType, type AppUser } from "@/lib/auth/types";

export type ProfileRow = {
  tipo_conta: string | null;
  nome_mostrado: string | null;
  nome_completo: string | null;
  telefone: string | null;
  avaliacao: number | null;
};

/** product.md §3: name is the display name, else the e-mail part before the at-sign. */
export function userName(email: string, nomeMostrado: string | null): string {
  const shown = nomeMostrado?.trim();
  if (shown) return shown;
  return email.split("@")[0] ?? "";
}

/** The in-app user of product.md §3, or null when the profile has no valid account type (product.md §4). */
export function toAppUser(identity: { id: string; email: string }, profile: ProfileRow): AppUser | null {
  if (!isAccountType(profile.tipo_conta)) return null;
  return {
    id: identity.id,
    email: identity.email,
    name: userName(identity.email, profile.nome_mostrado),
    type: profile.tipo_conta,
    profile: {
      nome_completo: profile.nome_completo,
      nome_mostrado: profile.nome_mostrado,
      telefone: profile.telefone,
      avaliacao: profile.avaliacao,
    },
  };
}
