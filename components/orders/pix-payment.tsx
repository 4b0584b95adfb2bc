"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useTransition } from "react";

import { PixCopyButton } from "@/components/orders/pix-copy-button";
import { useSecondClock } from "@/components/orders/use-second-clock";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LocalImage } from "@/components/ui/local-image";
import { formatMoney, formatTime } from "@/lib/format";
import { PIX_QR_SIZE, PIX_VALIDITY_MINUTES, pixTimeLeft } from "@/lib/pix/rules";
import type { PixCharge, PixState } from "@/lib/pix/types";

export type PixPaymentProps = {
  state: PixState;
  /** the order total, the amount the code charges */
  amount: number;
};

/**
 * product.md D13: an order paid with Pix shows its 'copia e cola' and QR Code (built on the server),
 * 'Aguardando pagamento' and the time left, then 'Código expirado'.
 */
export function PixPayment({ state, amount }: PixPaymentProps) {
  if (state.status === "ready") return <PixChargeView charge={state.charge} amount={amount} />;
  return <PixError />;
}

/** The code could not be built: 'Tentar novamente' renders the order again on the server. */
function PixError() {
  const t = useTranslations("orderPayment");
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm">
      <p>{t("error")}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={retrying}
        aria-busy={retrying || undefined}
        onClick={() => startRetry(() => router.refresh())}
      >
        {retrying ? t("generating") : t("retry")}
      </Button>
    </div>
  );
}

function PixChargeView({ charge, amount }: { charge: PixCharge; amount: number }) {
  const t = useTranslations("orderPayment");
  const codeId = useId();
  const now = useSecondClock(Date.parse(charge.issuedAt));
  const left = pixTimeLeft(charge.expiresAt, now);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* polite: the switch to 'Código expirado' is announced once, the ticking timer never is */}
        <p aria-live="polite">
          <Badge variant={left.expired ? "destructive" : "secondary"} className="text-sm">
            {left.expired ? t("expired") : t("awaiting")}
          </Badge>
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">{t("amount")}: </span>
          <span className="font-semibold tabular-nums">{formatMoney(amount)}</span>
        </p>
      </div>
      {left.expired ? (
        <p className="text-sm text-muted-foreground">{t("expiredHint", { minutes: PIX_VALIDITY_MINUTES })}</p>
      ) : (
        <>
          <p className="text-sm">
            {t("payUntil", { time: formatTime(charge.expiresAt) })} ·{" "}
            <span role="timer" className="font-semibold tabular-nums">
              {t("expiresIn", { time: left.label })}
            </span>
          </p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <LocalImage
              src={charge.qrSrc}
              alt={t("qrAlt", { amount: formatMoney(amount) })}
              width={PIX_QR_SIZE}
              height={PIX_QR_SIZE}
              className="size-48 shrink-0 self-center rounded-md border bg-white sm:self-start"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <label htmlFor={codeId} className="text-sm font-medium">
                {t("copyPaste")}
              </label>
              <textarea
                id={codeId}
                readOnly
                rows={4}
                value={charge.code}
                onFocus={(event) => event.currentTarget.select()}
                className="w-full resize-none rounded-md border bg-muted/40 p-2 font-mono text-xs break-all focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              />
              <PixCopyButton code={charge.code} />
              <p className="text-xs text-muted-foreground">{t("howTo")}</p>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
