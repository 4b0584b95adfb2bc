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
          dias_semana: number[] | null;
          fim: string;
          id: string;
          inicio: string;
          loja_id: string | null;
          pedido_minimo: number;
          primeiro_pedido: boolean;
          tipo_desconto: string;
          tipo_servico: string | null;
          updated_at: string;
          usos: number;
          valor_desconto: number;
        };
        Insert: {
          ativo?: boolean;
          codigo: string;
          created_at?: string;
          descricao: string;
          dias_semana?: number[] | null;
          fim: string;
          id?: string;
          inicio: string;
          loja_id?: string | null;
          pedido_minimo?: number;
          primeiro_pedido?: boolean;
          tipo_desconto: string;
          tipo_servico?: string | null;
          updated_at?: string;
          usos?: number;
          valor_desconto: number;
        };
        Update: {
          ativo?: boolean;
          codigo?: string;
          created_at?: string;
          descricao?: string;
          dias_semana?: number[] | null;
          fim?: string;
          id?: string;
          inicio?: string;
          loja_id?: string | null;
          pedido_minimo?: number;
          primeiro_pedido?: boolean;
          tipo_desconto?: string;
          tipo_servico?: string | null;
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
      enderecos: {
        Row: {
          bairro: string;
          cep: string;
          cidade: string;
          cliente_id: string;
          complemento: string | null;
          created_at: string;
          id: string;
          logradouro: string;
          numero: string;
          padrao: boolean;
          rotulo: string;
          uf: string;
          updated_at: string;
        };
        Insert: {
          bairro: string;
          cep: string;
          cidade: string;
          cliente_id?: string;
          complemento?: string | null;
          created_at?: string;
          id?: string;
          logradouro: string;
          numero: string;
          padrao?: boolean;
          rotulo: string;
          uf: string;
          updated_at?: string;
        };
        Update: {
          bairro?: string;
          cep?: string;
          cidade?: string;
          cliente_id?: string;
          complemento?: string | null;
          created_at?: string;
          id?: string;
          logradouro?: string;
          numero?: string;
          padrao?: boolean;
          rotulo?: string;
          uf?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      eventos_pedido: {
        Row: {
          autor_id: string | null;
          created_at: string;
          de: string | null;
          id: number;
          motivo: string | null;
          papel: string;
          para: string;
          pedido_id: string;
        };
        Insert: {
          autor_id?: string | null;
          created_at?: string;
          de?: string | null;
          id?: number;
          motivo?: string | null;
          papel: string;
          para: string;
          pedido_id: string;
        };
        Update: {
          autor_id?: string | null;
          created_at?: string;
          de?: string | null;
          id?: number;
          motivo?: string | null;
          papel?: string;
          para?: string;
          pedido_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "eventos_pedido_pedido_id_fkey";
            columns: ["pedido_id"];
            isOneToOne: false;
            referencedRelation: "pedidos";
            referencedColumns: ["id"];
          },
        ];
      };
      itens_pedido: {
        Row: {
          id: string;
          nome: string;
          pedido_id: string;
          posicao: number;
          preco_unitario: number;
          produto_id: string | null;
          quantidade: number;
        };
        Insert: {
          id?: string;
          nome: string;
          pedido_id: string;
          posicao?: number;
          preco_unitario: number;
          produto_id?: string | null;
          quantidade: number;
        };
        Update: {
          id?: string;
          nome?: string;
          pedido_id?: string;
          posicao?: number;
          preco_unitario?: number;
          produto_id?: string | null;
          quantidade?: number;
        };
        Relationships: [
          {
            foreignKeyName: "itens_pedido_pedido_id_fkey";
            columns: ["pedido_id"];
            isOneToOne: false;
            referencedRelation: "pedidos";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "itens_pedido_produto_id_fkey";
            columns: ["produto_id"];
            isOneToOne: false;
            referencedRelation: "produtos";
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
          total_avaliacoes: number;
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
          total_avaliacoes?: number;
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
          total_avaliacoes?: number;
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
      pedidos: {
        Row: {
          chave_idempotencia: string;
          cliente_id: string | null;
          cliente_nome: string;
          cliente_telefone: string;
          created_at: string;
          cupom_codigo: string | null;
          cupom_id: string | null;
          desconto: number;
          endereco: Json | null;
          entregador_id: string | null;
          id: string;
          loja_id: string | null;
          loja_nome: string;
          motivo_cancelamento: string | null;
          observacoes: string;
          pagamento: string;
          status: string;
          subtotal: number;
          taxa_entrega: number;
          tempo_max: number;
          tempo_min: number;
          tipo_entrega: string;
          total: number;
          updated_at: string;
        };
        Insert: {
          chave_idempotencia: string;
          cliente_id?: string | null;
          cliente_nome: string;
          cliente_telefone: string;
          created_at?: string;
          cupom_codigo?: string | null;
          cupom_id?: string | null;
          desconto?: number;
          endereco?: Json | null;
          entregador_id?: string | null;
          id?: string;
          loja_id?: string | null;
          loja_nome: string;
          motivo_cancelamento?: string | null;
          observacoes?: string;
          pagamento: string;
          status?: string;
          subtotal: number;
          taxa_entrega?: number;
          tempo_max: number;
          tempo_min: number;
          tipo_entrega: string;
          total: number;
          updated_at?: string;
        };
        Update: {
          chave_idempotencia?: string;
          cliente_id?: string | null;
          cliente_nome?: string;
          cliente_telefone?: string;
          created_at?: string;
          cupom_codigo?: string | null;
          cupom_id?: string | null;
          desconto?: number;
          endereco?: Json | null;
          entregador_id?: string | null;
          id?: string;
          loja_id?: string | null;
          loja_nome?: string;
          motivo_cancelamento?: string | null;
          observacoes?: string;
          pagamento?: string;
          status?: string;
          subtotal?: number;
          taxa_entrega?: number;
          tempo_max?: number;
          tempo_min?: number;
          tipo_entrega?: string;
          total?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "pedidos_cupom_id_fkey";
            columns: ["cupom_id"];
            isOneToOne: false;
            referencedRelation: "cupons";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "pedidos_loja_id_fkey";
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
          pagamento_preferido: string | null;
          preferencias: Json | null;
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
          pagamento_preferido?: string | null;
          preferencias?: Json | null;
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
          pagamento_preferido?: string | null;
          preferencias?: Json | null;
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
          texto_busca: string | null;
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
          texto_busca?: string | null;
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
          texto_busca?: string | null;
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
      anunciantes: {
        Row: {
          contato: string;
          created_at: string;
          empresa: string;
          notificacoes: Json;
          forma_pagamento: string;
          plano_id: string;
          site: string;
          telefone: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          contato?: string;
          created_at?: string;
          empresa?: string;
          notificacoes?: Json;
          forma_pagamento?: string;
          plano_id?: string;
          site?: string;
          telefone?: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          contato?: string;
          created_at?: string;
          empresa?: string;
          notificacoes?: Json;
          forma_pagamento?: string;
          plano_id?: string;
          site?: string;
          telefone?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      campanhas: {
        Row: {
          anunciante_id: string;
          cpc: number;
          created_at: string;
          data_fim: string;
          data_inicio: string;
          id: string;
          nome: string;
          orcamento: number;
          status: string;
          updated_at: string;
        };
        Insert: {
          anunciante_id?: string;
          cpc?: number;
          created_at?: string;
          data_fim: string;
          data_inicio: string;
          id?: string;
          nome: string;
          orcamento: number;
          status?: string;
          updated_at?: string;
        };
        Update: {
          anunciante_id?: string;
          cpc?: number;
          created_at?: string;
          data_fim?: string;
          data_inicio?: string;
          id?: string;
          nome?: string;
          orcamento?: number;
          status?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      anuncios: {
        Row: {
          anunciante_id: string;
          campanha_id: string;
          created_at: string;
          descricao: string;
          id: string;
          imagem: string | null;
          status: string;
          titulo: string;
          updated_at: string;
          url_destino: string;
        };
        Insert: {
          anunciante_id?: string;
          campanha_id: string;
          created_at?: string;
          descricao?: string;
          id?: string;
          imagem?: string | null;
          status?: string;
          titulo: string;
          updated_at?: string;
          url_destino: string;
        };
        Update: {
          anunciante_id?: string;
          campanha_id?: string;
          created_at?: string;
          descricao?: string;
          id?: string;
          imagem?: string | null;
          status?: string;
          titulo?: string;
          updated_at?: string;
          url_destino?: string;
        };
        Relationships: [
          {
            foreignKeyName: "anuncios_campanha_id_anunciante_id_fkey";
            columns: ["campanha_id", "anunciante_id"];
            isOneToOne: false;
            referencedRelation: "campanhas";
            referencedColumns: ["id", "anunciante_id"];
          },
        ];
      };
      metricas_anuncio_dia: {
        Row: {
          anuncio_id: string;
          cliques: number;
          dia: string;
          gasto: number;
          impressoes: number;
        };
        Insert: {
          anuncio_id: string;
          cliques?: number;
          dia: string;
          gasto?: number;
          impressoes?: number;
        };
        Update: {
          anuncio_id?: string;
          cliques?: number;
          dia?: string;
          gasto?: number;
          impressoes?: number;
        };
        Relationships: [
          {
            foreignKeyName: "metricas_anuncio_dia_anuncio_id_fkey";
            columns: ["anuncio_id"];
            isOneToOne: false;
            referencedRelation: "anuncios";
            referencedColumns: ["id"];
          },
        ];
      };
      visualizacoes_anuncio: {
        Row: {
          anuncio_id: string;
          clicado_em: string | null;
          created_at: string;
          id: number;
          origem: string;
          visualizacao: string;
        };
        Insert: {
          anuncio_id: string;
          clicado_em?: string | null;
          created_at?: string;
          id?: number;
          origem: string;
          visualizacao: string;
        };
        Update: {
          anuncio_id?: string;
          clicado_em?: string | null;
          created_at?: string;
          id?: number;
          origem?: string;
          visualizacao?: string;
        };
        Relationships: [
          {
            foreignKeyName: "visualizacoes_anuncio_anuncio_id_fkey";
            columns: ["anuncio_id"];
            isOneToOne: false;
            referencedRelation: "anuncios";
            referencedColumns: ["id"];
          },
        ];
      };
      planos: {
        Row: {
          ativo: boolean;
          codigo: string | null;
          cor: string;
          created_at: string;
          descricao: string;
          destaque: boolean;
          id: string;
          max_anuncios: number | null;
          max_imagens: number;
          max_impressoes: number | null;
          max_produtos: number;
          nome: string;
          preco: number;
          prioridade: number;
          recursos: string[];
          relatorios: boolean;
          suporte: string;
          tipo: string;
          updated_at: string;
        };
        Insert: {
          ativo?: boolean;
          codigo?: string | null;
          cor: string;
          created_at?: string;
          descricao: string;
          destaque?: boolean;
          id?: string;
          max_anuncios?: number | null;
          max_imagens: number;
          max_impressoes?: number | null;
          max_produtos: number;
          nome: string;
          preco: number;
          prioridade: number;
          recursos: string[];
          relatorios?: boolean;
          suporte: string;
          tipo: string;
          updated_at?: string;
        };
        Update: {
          ativo?: boolean;
          codigo?: string | null;
          cor?: string;
          created_at?: string;
          descricao?: string;
          destaque?: boolean;
          id?: string;
          max_anuncios?: number | null;
          max_imagens?: number;
          max_impressoes?: number | null;
          max_produtos?: number;
          nome?: string;
          preco?: number;
          prioridade?: number;
          recursos?: string[];
          relatorios?: boolean;
          suporte?: string;
          tipo?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      contato_plataforma: {
        Row: {
          email: string;
          horario: string;
          id: boolean;
          updated_at: string;
          whatsapp: string | null;
        };
        Insert: {
          email?: string;
          horario?: string;
          id?: boolean;
          updated_at?: string;
          whatsapp?: string | null;
        };
        Update: {
          email?: string;
          horario?: string;
          id?: boolean;
          updated_at?: string;
          whatsapp?: string | null;
        };
        Relationships: [];
      };
      tema: {
        Row: {
          cor_destaque: string;
          cor_fundo: string;
          cor_primaria: string;
          cor_secundaria: string;
          cor_texto: string;
          estilo_cabecalho: string;
          favicon: string;
          id: boolean;
          logo: string;
          raio_borda: string;
          updated_at: string;
        };
        Insert: {
          cor_destaque?: string;
          cor_fundo?: string;
          cor_primaria?: string;
          cor_secundaria?: string;
          cor_texto?: string;
          estilo_cabecalho?: string;
          favicon?: string;
          id?: boolean;
          logo?: string;
          raio_borda?: string;
          updated_at?: string;
        };
        Update: {
          cor_destaque?: string;
          cor_fundo?: string;
          cor_primaria?: string;
          cor_secundaria?: string;
          cor_texto?: string;
          estilo_cabecalho?: string;
          favicon?: string;
          id?: boolean;
          logo?: string;
          raio_borda?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      favoritos: {
        Row: {
          cliente_id: string;
          created_at: string;
          id: string;
          loja_id: string | null;
          produto_id: string | null;
        };
        Insert: {
          cliente_id?: string;
          created_at?: string;
          id?: string;
          loja_id?: string | null;
          produto_id?: string | null;
        };
        Update: {
          cliente_id?: string;
          created_at?: string;
          id?: string;
          loja_id?: string | null;
          produto_id?: string | null;
        };
        Relationships: [];
      };
      administradores: {
        Row: {
          user_id: string;
          papel: string;
          permissoes: Json;
          created_at: string;
          updated_at: string;
          created_by: string | null;
        };
        Insert: {
          user_id: string;
          papel: string;
          permissoes: Json;
          created_at?: string;
          updated_at?: string;
          created_by?: string | null;
        };
        Update: {
          user_id?: string;
          papel?: string;
          permissoes?: Json;
          created_at?: string;
          updated_at?: string;
          created_by?: string | null;
        };
        Relationships: [];
      };
      avisos_lidos: {
        Row: {
          user_id: string;
          aviso_id: string;
          lido_em: string;
        };
        Insert: {
          user_id?: string;
          aviso_id: string;
          lido_em?: string;
        };
        Update: {
          user_id?: string;
          aviso_id?: string;
          lido_em?: string;
        };
        Relationships: [];
      };
      trocas_plano_anunciante: {
        Row: {
          id: string;
          anunciante_id: string;
          plano_anterior: string;
          preco_anterior: number;
          plano_novo: string;
          preco_novo: number;
          em: string;
        };
        Insert: {
          id?: string;
          anunciante_id: string;
          plano_anterior: string;
          preco_anterior: number;
          plano_novo: string;
          preco_novo: number;
          em?: string;
        };
        Update: {
          id?: string;
          anunciante_id?: string;
          plano_anterior?: string;
          preco_anterior?: number;
          plano_novo?: string;
          preco_novo?: number;
          em?: string;
        };
        Relationships: [];
      };
      cupons_destaque: {
        Row: {
          cupom_id: string;
          titulo: string;
          subtitulo: string;
          posicao: number;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          cupom_id: string;
          titulo: string;
          subtitulo: string;
          posicao: number;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          cupom_id?: string;
          titulo?: string;
          subtitulo?: string;
          posicao?: number;
          created_at?: string;
          updated_at?: string;
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
      entregador_do_pedido: {
        Args: { p_pedido: string };
        Returns: string | null;
      };
      estatisticas_loja: {
        Args: never;
        Returns: Json;
      };
      fazer_pedido: {
        Args: {
          p_itens: Json;
          p_tipo_entrega: string;
          p_pagamento: string;
          p_chave: string;
          p_endereco_id?: string;
          p_observacoes?: string;
          p_cupom?: string;
          p_total_esperado?: number;
        };
        Returns: Json;
      };
      mudar_status_pedido: {
        Args: { p_pedido: string; p_status: string; p_motivo?: string };
        Returns: Json;
      };
      avisos_lidos_dentre: {
        Args: { ids: string[] };
        Returns: string[];
      };
      marcar_avisos_lidos: {
        Args: { ids: string[] };
        Returns: number;
      };
      cupons_em_destaque: {
        Args: never;
        Returns: { cupom_id: string; titulo: string; subtitulo: string; codigo: string }[];
      };
      mudar_plano_anunciante: {
        Args: { p_plano: string };
        Returns: string;
      };
      mover_cupom_destaque: {
        Args: { p_cupom_id: string; p_posicao: number };
        Returns: boolean;
      };
      pegar_pedido: {
        Args: { p_pedido: string };
        Returns: Json;
      };
      relatorio_admin: {
        Args: { p_periodo: string };
        Returns: Json;
      };
      relatorio_loja: {
        Args: { p_periodo: string };
        Returns: Json;
      };
      resolve_login_nickname: {
        Args: { nickname: string };
        Returns: Json;
      };
      validar_cupom: {
        Args: { p_codigo: string; p_lojas: string[] };
        Returns: Json;
      };
      restaurar_tema_padrao: {
        Args: never;
        Returns: boolean;
      };
      mudar_status_campanha: {
        Args: { p_campanha: string; p_status: string };
        Returns: Json;
      };
      anuncios_elegiveis: {
        Args: never;
        Returns: { id: string; titulo: string; descricao: string; imagem: string | null }[];
      };
      registrar_impressao: {
        Args: { p_anuncio: string; p_visualizacao: string; p_origem: string };
        Returns: boolean;
      };
      registrar_clique: {
        Args: { p_anuncio: string; p_visualizacao: string; p_origem: string };
        Returns: string | null;
      };
      campanhas_do_anunciante: {
        Args: never;
        Returns: {
          id: string;
          nome: string;
          status: string;
          orcamento: number;
          cpc: number;
          data_inicio: string;
          data_fim: string;
          impressoes: number;
          cliques: number;
          gasto: number;
          created_at: string;
        }[];
      };
      anuncios_do_anunciante: {
        Args: never;
        Returns: {
          id: string;
          campanha_id: string;
          campanha_nome: string;
          titulo: string;
          descricao: string;
          imagem: string | null;
          url_destino: string;
          status: string;
          impressoes: number;
          cliques: number;
          gasto: number;
          created_at: string;
        }[];
      };
      relatorio_anunciante: {
        Args: { p_periodo: string };
        Returns: Json;
      };
      extrato_anunciante: {
        Args: never;
        Returns: { mes: string; impressoes: number; cliques: number; gasto: number }[];
      };
      excluir_minha_conta: {
        Args: never;
        Returns: undefined;
      };
      buscar_produtos: {
        Args: {
          termo?: string | null;
          categoria?: string | null;
          limite?: number;
          deslocamento?: number;
          agora?: string;
          so_destaques?: boolean;
        };
        Returns: {
          id: string;
          loja_id: string;
          nome: string;
          descricao: string | null;
          preco: number;
          imagem: string | null;
          categoria_id: string | null;
          disponivel: boolean;
          destaque: boolean;
          aberta: boolean;
          total: number;
        }[];
      };
      buscar_lojas: {
        Args: { termo?: string | null; limite?: number; deslocamento?: number; agora?: string };
        Returns: (Omit<Database["public"]["Tables"]["lojas"]["Row"], "updated_at"> & {
          aberta: boolean;
          total: number;
        })[];
      };
      mapa_do_site: {
        Args: {
          apos_tipo?: "loja" | "produto";
          apos_desde?: string;
          apos_id?: string;
          pular?: number;
          limite?: number;
        };
        Returns: { tipo: "loja" | "produto"; id: string; desde: string | null }[];
      };
      contagem_vitrine: {
        Args: never;
        Returns: { lojas: number; produtos: number; disponiveis: number }[];
      };
      produtos_por_categoria: {
        Args: never;
        Returns: { categoria_id: string; produtos: number }[];
      };
      equipe_administrativa: {
        Args: never;
        Returns: {
          user_id: string;
          nome: string | null;
          email: string | null;
          papel: string;
          permissoes: Json;
          created_at: string;
          ultimo_acesso: string | null;
        }[];
      };
      minhas_permissoes: {
        Args: never;
        Returns: { papel: string; permissoes: Json }[];
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
/** A row of public.enderecos. */
export type Endereco = Tables<"enderecos">;
/** A row of public.eventos_pedido. */
export type EventoPedido = Tables<"eventos_pedido">;
/** A row of public.itens_pedido. */
export type ItemPedido = Tables<"itens_pedido">;
/** A row of public.lojas. */
export type Loja = Tables<"lojas">;
/** A row of public.membros_loja. */
export type MembroLoja = Tables<"membros_loja">;
/** A row of public.pedidos. */
export type Pedido = Tables<"pedidos">;
/** A row of public.perfis. */
export type Perfil = Tables<"perfis">;
/** A row of public.produtos. */
export type Produto = Tables<"produtos">;
/** What public.resolve_login_nickname returns (product.md §5). */
export type NicknameResolution =
  { status: "not_found" } | { status: "not_superadmin" } | { status: "ok"; email: string };
/** A row of public.anunciantes. */
export type Anunciante = Tables<"anunciantes">;
/** A row of public.campanhas. */
export type Campanha = Tables<"campanhas">;
/** A row of public.anuncios. */
export type Anuncio = Tables<"anuncios">;
/** A row of public.planos. */
export type Plano = Tables<"planos">;
/** The row of public.tema. */
export type Tema = Tables<"tema">;
export type ContatoPlataforma = Tables<"contato_plataforma">;
