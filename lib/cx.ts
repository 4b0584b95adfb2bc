import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names without tailwind-merge (`cn`, 8 kB gzip in every page that hydrates it): for the
 * storefront's client islands and the primitives they use, whose classes never restate one another's utilities
 * (a caller's utility beats a primitive's base anyway: those bases are `@layer components` classes).
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}
