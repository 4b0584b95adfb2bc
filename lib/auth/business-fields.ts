/** The store fields of 'Cadastrar Empresa' that the form and its validation share (no zod: the form ships it). */

/** The 26 states and the Distrito Federal. */
export const BRAZIL_UFS = [
  "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
  "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO",
] as const; // prettier-ignore

/** lojas.nome holds 1 to 80 characters. */
export const STORE_NAME_MAX = 80;
/** Street, neighbourhood and city: longer than any real one. */
export const ADDRESS_PART_MAX = 120;
/** '(31) 99999-8888' with room for spaces typed around it. */
export const PHONE_INPUT_MAX = 20;
/** '00000-000'. */
export const CEP_INPUT_MAX = 9;
