// A results page that is not one ("/?q=a&pagina=999"): the 404 inside the store's frame, beside the route that
// needs it like /produtos' (a not-found at the (store) root was serialized into every storefront page's payload).
export { default, generateMetadata } from "@/components/layout/not-found-content";
