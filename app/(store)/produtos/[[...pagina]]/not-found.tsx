// A page of /produtos past the end: the 404 inside the store's frame. Kept beside the one route that needs it
// (product.md D12): a not-found at the (store) root was serialized into the payload of every storefront page.
export { default, generateMetadata } from "@/components/layout/not-found-content";
