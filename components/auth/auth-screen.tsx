import Link from "next/link";
import { Suspense, type ReactNode } from "react";

import { AuthCard } from "@/components/auth/auth-card";
import { CheckingSession } from "@/components/auth/checking-session";
import { LinkKeepingNext } from "@/components/auth/link-keeping-next";
import { SignedOutOnly } from "@/components/auth/signed-out-only";

type AuthScreenProps = {
  title: string;
  description: string;
  /** The line under the card, e.g. 'Não tem conta?' and its link. */
  footerText: string;
  footerLink: { href: string; label: string };
  children: ReactNode;
};

const FOOTER_LINK_CLASS = "font-medium text-primary underline-offset-4 hover:underline";

/** Login and registration: the card, 'Verificando autenticação...' while the session is read, the form. */
export function AuthScreen({ title, description, footerText, footerLink, children }: AuthScreenProps) {
  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        <p className="text-muted-foreground">
          {footerText}{" "}
          {/* the static shell has the plain link; the one keeping ?next= replaces it per request */}
          <Suspense
            fallback={
              <Link href={footerLink.href} className={FOOTER_LINK_CLASS}>
                {footerLink.label}
              </Link>
            }
          >
            <LinkKeepingNext href={footerLink.href} className={FOOTER_LINK_CLASS}>
              {footerLink.label}
            </LinkKeepingNext>
          </Suspense>
        </p>
      }
    >
      <Suspense fallback={<CheckingSession />}>
        <SignedOutOnly>{children}</SignedOutOnly>
      </Suspense>
    </AuthCard>
  );
}
