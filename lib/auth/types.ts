/** Account types (product.md §3); `null` in perfis means "not configured" and login refuses it (product.md §4). */
export const ACCOUNT_TYPES = [
  "cliente",
  "empresa",
  "entregador",
  "anunciante",
  "admin",
  "superadmin",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === "string" && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

export type UserProfile = {
  nome_completo: string | null;
  nome_mostrado: string | null;
  telefone: string | null;
  avaliacao: number | null;
};

/** The in-app user of product.md §3: never carries tokens, safe to pass to client components. */
export type AppUser = {
  id: string;
  email: string;
  /** display name or the e-mail part before the at-sign */
  name: string;
  type: AccountType;
  profile: UserProfile;
};

/** product.md §6: each account type's home area. */
export function homeAreaFor(type: AccountType | null | undefined): string {
  switch (type) {
    case "cliente":
      return "/customer";
    case "empresa":
    case "entregador":
      return "/company";
    case "admin":
    case "superadmin":
      return "/admin";
    case "anunciante":
      return "/advertiser";
    default:
      return "/";
  }
}

/**
 * product.md §6, widened by product.md D13: visitors (who sign in at checkout) and clientes shop; no other type
 * buys, so only they have the header's cart.
 */
export function hasCart(user: Pick<AppUser, "type"> | null): boolean {
  return user === null || user.type === "cliente";
}
