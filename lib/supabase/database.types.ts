// Types of the Supabase schema (supabase/migrations), in `supabase gen types typescript` form.
// Regenerate against a project with: supabase gen types typescript --linked > lib/supabase/database.types.ts

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      categorias: {
        Row: {
          ativo: boolean;
          created_at: string;
          descricao: string | null;
          destaque: boolean;
          id: string;
          imagem: string | null;
          nome: string;
          slug: string;
          tipo: string;
          updated_at: string;
        };
        Insert: {
          ativo?: boolean;
          created_at?: string;
          descricao?: string | null;
          destaque?: boolean;
          id?: string;
          imagem?: string | null;
          nome: string;
          slug: string;
          tipo?: string;
          updated_at?: string;
        };
        Update: {
          ativo?: boolean;
          created_at?: string;
          descricao?: string | null;
          destaque?: boolean;
          id?: string;
          imagem?: string | null;
          nome?: string;
          slug?: string;
          tipo?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      perfis: {
        Row: {
          avaliacao: number | null;
          created_at: string;
          email: string | null;
          nome_completo: string | null;
          nome_mostrado: string | null;
          telefone: string | null;
          tipo_conta: string | null;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          avaliacao?: number | null;
          created_at?: string;
          email?: string | null;
          nome_completo?: string | null;
          nome_mostrado?: string | null;
          telefone?: string | null;
          tipo_conta?: string | null;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          avaliacao?: number | null;
          created_at?: string;
          email?: string | null;
          nome_completo?: string | null;
          nome_mostrado?: string | null;
          telefone?: string | null;
          tipo_conta?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      custom_access_token_hook: {
        Args: { event: Json };
        Returns: Json;
      };
      resolve_login_nickname: {
        Args: { nickname: string };
        Returns: Json;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database["public"];

export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"];
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"];
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"];

/** A row of public.categorias. */
export type Categoria = Tables<"categorias">;
/** A row of public.perfis. */
export type Perfil = Tables<"perfis">;
/** What public.resolve_login_nickname returns (spec 5). */
export type NicknameResolution =
  { status: "not_found" } | { status: "not_superadmin" } | { status: "ok"; email: string };
