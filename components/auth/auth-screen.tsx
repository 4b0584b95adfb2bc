import Link from "next/link";
import { Suspense, type ReactNode } from "react";

import { AuthCard } from "@/components/auth/auth-card";
import { CheckingSession } from "@/components/auth/checking-session";
import { SignedOutOnly } from "@/components/auth/signed-out-only";

type AuthScreenProps = {
  title: string;
  description: string;
  /** The line under the card, e.g. 'Não tem conta?' and its link. */
  footerText: string;
  footerLink: { href: string; label: string };
  children: ReactNode;
};

/** Login and registration: the card, 'Verificando autenticação...' while the session is read, the form. */
export function AuthScreen({ title, description, footerText, footerLink, children }: AuthScreenProps) {
  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        <p className="text-muted-foreground">
          {footerText}{" "}
          <Link
            href={footerLink.href}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {footerLink.label}
          </Link>
        </p>
      }
    >
      <Suspense fallback={<CheckingSession />}>
        <SignedOutOnly>{children}</SignedOutOnly>
      </Suspense>
    </AuthCard>
  );
}
