/**
 * The store's new-order chime: two short tones made with the Web Audio API (no sound file to download).
 * Browsers let a page play sound only after a user gesture, so the audio starts on the owner's first click or
 * key press on the page; before that a new order shows its toast in silence.
 */

let context: AudioContext | null = null;

function unlock() {
  if (typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume();
}

/** Listens for the first gesture that allows sound; returns the cleanup. */
export function armChime(): () => void {
  const events = ["pointerdown", "keydown"] as const;
  const onGesture = () => {
    unlock();
    for (const event of events) window.removeEventListener(event, onGesture);
  };
  for (const event of events) window.addEventListener(event, onGesture);
  return () => {
    for (const event of events) window.removeEventListener(event, onGesture);
  };
}

/** Plays the chime when sound is allowed; says whether it did. */
export function playChime(): boolean {
  if (!context || context.state !== "running") return false;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
  return true;
}
