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
      cupons: {
        Row: {
          ativo: boolean;
          codigo: string;
          created_at: string;
          descricao: string;
          fim: string;
          id: string;
          inicio: string;
          loja_id: string;
          pedido_minimo: number;
          tipo_desconto: string;
          updated_at: string;
          usos: number;
          valor_desconto: number;
        };
        Insert: {
          ativo?: boolean;
          codigo: string;
          created_at?: string;
          descricao: string;
          fim: string;
          id?: string;
          inicio: string;
          loja_id: string;
          pedido_minimo?: number;
          tipo_desconto: string;
          updated_at?: string;
          usos?: number;
          valor_desconto: number;
        };
        Update: {
          ativo?: boolean;
          codigo?: string;
          created_at?: string;
          descricao?: string;
          fim?: string;
          id?: string;
          inicio?: string;
          loja_id?: string;
          pedido_minimo?: number;
          tipo_desconto?: string;
          updated_at?: string;
          usos?: number;
          valor_desconto?: number;
        };
        Relationships: [
          {
            foreignKeyName: "cupons_loja_id_fkey";
            columns: ["loja_id"];
            isOneToOne: false;
            referencedRelation: "lojas";
            referencedColumns: ["id"];
          },
        ];
      };
      lojas: {
        Row: {
          ativa: boolean;
          avaliacao: number;
          bairro: string;
          capa: string | null;
          categoria_id: string | null;
          cep: string;
          cidade: string;
          created_at: string;
          descricao: string | null;
          email: string | null;
          horarios: Json;
          id: string;
          instagram: string | null;
          logo: string | null;
          logradouro: string;
          nome: string;
          plano: string;
          status: string;
          taxa_entrega: number;
          telefone: string;
          tempo_entrega_max: number;
          tempo_entrega_min: number;
          tipo_servico: string;
          uf: string;
          updated_at: string;
          whatsapp: string | null;
        };
        Insert: {
          ativa?: boolean;
          avaliacao?: number;
          bairro: string;
          capa?: string | null;
          categoria_id?: string | null;
          cep: string;
          cidade: string;
          created_at?: string;
          descricao?: string | null;
          email?: string | null;
          horarios?: Json;
          id?: string;
          instagram?: string | null;
          logo?: string | null;
          logradouro: string;
          nome: string;
          plano?: string;
          status?: string;
          taxa_entrega?: number;
          telefone: string;
          tempo_entrega_max?: number;
          tempo_entrega_min?: number;
          tipo_servico?: string;
          uf: string;
          updated_at?: string;
          whatsapp?: string | null;
        };
        Update: {
          ativa?: boolean;
          avaliacao?: number;
          bairro?: string;
          capa?: string | null;
          categoria_id?: string | null;
          cep?: string;
          cidade?: string;
          created_at?: string;
          descricao?: string | null;
          email?: string | null;
          horarios?: Json;
          id?: string;
          instagram?: string | null;
          logo?: string | null;
          logradouro?: string;
          nome?: string;
          plano?: string;
          status?: string;
          taxa_entrega?: number;
          telefone?: string;
          tempo_entrega_max?: number;
          tempo_entrega_min?: number;
          tipo_servico?: string;
          uf?: string;
          updated_at?: string;
          whatsapp?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "lojas_categoria_id_fkey";
            columns: ["categoria_id"];
            isOneToOne: false;
            referencedRelation: "categorias";
            referencedColumns: ["id"];
          },
        ];
      };
      membros_loja: {
        Row: {
          created_at: string;
          loja_id: string;
          papel: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          loja_id: string;
          papel: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          loja_id?: string;
          papel?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "membros_loja_loja_id_fkey";
            columns: ["loja_id"];
            isOneToOne: false;
            referencedRelation: "lojas";
            referencedColumns: ["id"];
          },
        ];
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
      produtos: {
        Row: {
          categoria_id: string | null;
          created_at: string;
          descricao: string | null;
          destaque: boolean;
          disponivel: boolean;
          id: string;
          imagem: string | null;
          loja_id: string;
          nome: string;
          preco: number;
          updated_at: string;
          visualizacoes: number;
        };
        Insert: {
          categoria_id?: string | null;
          created_at?: string;
          descricao?: string | null;
          destaque?: boolean;
          disponivel?: boolean;
          id?: string;
          imagem?: string | null;
          loja_id: string;
          nome: string;
          preco: number;
          updated_at?: string;
          visualizacoes?: number;
        };
        Update: {
          categoria_id?: string | null;
          created_at?: string;
          descricao?: string | null;
          destaque?: boolean;
          disponivel?: boolean;
          id?: string;
          imagem?: string | null;
          loja_id?: string;
          nome?: string;
          preco?: number;
          updated_at?: string;
          visualizacoes?: number;
        };
        Relationships: [
          {
            foreignKeyName: "produtos_categoria_id_fkey";
            columns: ["categoria_id"];
            isOneToOne: false;
            referencedRelation: "categorias";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "produtos_loja_id_fkey";
            columns: ["loja_id"];
            isOneToOne: false;
            referencedRelation: "lojas";
            referencedColumns: ["id"];
          },
        ];
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
/** A row of public.cupons. */
export type Cupom = Tables<"cupons">;
/** A row of public.lojas. */
export type Loja = Tables<"lojas">;
/** A row of public.membros_loja. */
export type MembroLoja = Tables<"membros_loja">;
/** A row of public.perfis. */
export type Perfil = Tables<"perfis">;
/** A row of public.produtos. */
export type Produto = Tables<"produtos">;
/** What public.resolve_login_nickname returns (product.md §5). */
export type NicknameResolution =
  { status: "not_found" } | { status: "not_superadmin" } | { status: "ok"; email: string };
