// notFound() in a page below without a not-found of its own (a page of /produtos past the end, an order
// that is not the viewer's, a malformed id): the 404 inside this layout's frame.
export { default, generateMetadata } from "@/components/layout/not-found-content";
