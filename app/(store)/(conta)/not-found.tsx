// notFound() in the shopper's own pages (an order that is not the viewer's, a malformed id): the 404 inside
// the store's frame. Here rather than at the (store) root, whose not-found every storefront page carried.
export { default, generateMetadata } from "@/components/layout/not-found-content";
