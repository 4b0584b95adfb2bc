/**
 * Upper bounds of the order reads (issue 24: every Data API list is bounded). They follow the database's own
 * rules, so a bound never cuts a real order short.
 */

/** public.fazer_pedido refuses an order of more than 50 lines. */
export const ORDER_LINES_MAX = 50;

/** An order only moves forward (lib/orders/transitions.ts): its creation and at most 4 moves; room to spare. */
export const ORDER_EVENTS_MAX = 10;
