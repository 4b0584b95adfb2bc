/** product.md §4: dashboard actions only pretend to reach a server; this is the pretend round trip. */
export function simulateDelay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
