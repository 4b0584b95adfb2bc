/** A Pix charge as the order page shows it: plain data, built on the server (lib/pix/charge.ts). */
export type PixCharge = {
  /** BR Code 'copia e cola' (EMV layout, CRC16 at the end) */
  code: string;
  /** the QR Code as a data:image/svg+xml URL (the CSP allows data: images) */
  qrSrc: string;
  /** when the server built it: the clock the HTML is rendered with, before the browser's takes over */
  issuedAt: string;
  expiresAt: string;
};

/** What the order page knows of an order's Pix charge: built, or it could not be (the page says so). */
export type PixState = { status: "ready"; charge: PixCharge } | { status: "error" };
