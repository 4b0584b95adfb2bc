import { CategoryStripImage } from "@/components/store/category-strip-image";

/** The 'Ícone' column: the category's picture, or the storefront's fallback symbol by type (product.md §2). */
export function CategoryIcon({ imagem, tipo }: { imagem: string | null; tipo: string }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-secondary-foreground [&_img]:size-10 [&_svg]:size-5">
      <CategoryStripImage src={imagem} tipo={tipo} />
    </span>
  );
}
