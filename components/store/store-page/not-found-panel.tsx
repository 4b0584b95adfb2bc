import Link from "next/link";

import { buttonVariants } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** The body of the store and product not-found pages (product.md §8 messages). */
export function NotFoundPanel({
  title,
  hint,
  backLabel,
}: {
  title: string;
  hint: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <SpriteIcon name="search-x" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{hint}</p>
      <Link href="/" className={buttonVariants()}>
        {backLabel}
      </Link>
    </div>
  );
}
