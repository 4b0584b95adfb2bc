"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * After a refused save, puts the keyboard on the first field to fix (its error is read with it). The focus
 * waits for the commit that marks the fields invalid: asked for with the errors, it runs in the effect after
 * that render, however long the server's reply took.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests, formRef]);
  return () => setRequests((count) => count + 1);
}
