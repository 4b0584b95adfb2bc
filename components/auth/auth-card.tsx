import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

type AuthCardProps = { title: string; description: string; children: ReactNode; footer: ReactNode };

/** The card of the sign-in and sign-up screens, ending with the link back to the site (product.md §2). */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  const t = useTranslations("auth");
  return (
    <Card>
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
      <CardFooter className="flex flex-col gap-3 text-center text-sm">
        {footer}
        <Link
          href="/"
          className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {t("backToSite")}
        </Link>
      </CardFooter>
    </Card>
  );
}
