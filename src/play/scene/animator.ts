/**
 * Time in the module scene: eased tweens, pauses and card flights on Pixi's ticker, and the frame
 * loop, which runs only while something moves (a tween, or a part that says it is moving: LEDs
 * blinking, the light flashing); otherwise the still frame stays on the canvas and no CPU is spent.
 *
 * Speed is live: a tween advances by the frame's time × the animator's current `speed`, so
 * raising the speed (`hurry`) while a tween runs makes it finish sooner, and `hurry(Infinity)`
 * ends every running tween at once (the module catching up with queued presses).
 */
import type { Container, Ticker } from 'pixi.js';
import type { Point } from '../../art/layout';

/** Eases t in 0…1 (slow start and end). */
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Linear interpolation from a (t = 0) to b (t = 1). */
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** The scene's clock (see the file comment). */
export interface Animator {
  /** Speed of the effects playing now: 1 normal, > 1 faster (queued presses, commands), Infinity instant. */
  speed: number;
  /**
   * Raises the current speed to `speed` (never lowers it) for the tweens running and to come,
   * until `speed` is set again; `Infinity` finishes the running tweens now.
   */
  hurry(speed: number): void;
  /**
   * Runs `fn(t)` with t eased 0 → 1 over `ms` milliseconds at the current (live) speed, or at the
   * fixed `speed` given (decorations that keep their pace), and `fn(1)` at the end. Never
   * rejects; ends by a timer if frames stop (hidden tab).
   */
  tween(ms: number, fn: (t: number) => void, speed?: number): Promise<void>;
  /** Waits `ms` milliseconds at the current speed. */
  pause(ms: number): Promise<void>;
  /** Moves `obj` to `to` (rising by `lift` px at mid-flight), scaling and turning it on the way. */
  flyTo(obj: Container, to: Point, ms: number, endScale?: number, endRotation?: number, lift?: number): Promise<void>;
  /** Adds work done on every frame, and a test of whether it still moves (keeps the loop running). */
  onFrame(frame: (now: number, deltaMs: number) => void, moving?: (now: number) => boolean): void;
  /** Starts the frame loop (it stops itself on the first frame where everything is still). */
  wake(): void;
  /** Whether anything moves now (a tween runs, or a part says it is moving). */
  moving(): boolean;
  /** Stops everything: tweens jump to their end, the loop stays stopped. */
  destroy(): void;
}

/** A clock on `ticker` (Pixi's, with autoStart false). */
export function createAnimator(ticker: Ticker): Animator {
  let destroyed = false;
  const frames: ((now: number, deltaMs: number) => void)[] = [];
  const movers: ((now: number) => boolean)[] = [];
  /** The running tweens that follow the live speed: their finish functions. */
  const live = new Set<() => void>();
  let running = 0;
  const moving = (now: number) => running > 0 || movers.some((m) => m(now));
  // This frame is still drawn (the ticker draws after its listeners); no frame follows it.
  ticker.add((tk) => {
    const now = performance.now();
    for (const f of frames) f(now, tk.deltaMS);
    if (!moving(now)) ticker.stop();
  });

  const anim: Animator = {
    speed: 1,
    hurry(speed) {
      if (!(speed > anim.speed)) return;
      anim.speed = speed;
      if (speed === Infinity) for (const finish of [...live]) finish();
    },
    tween(ms, fn, fixed) {
      const speedNow = () => fixed ?? anim.speed;
      if (!(ms / speedNow() > 1) || destroyed) {
        fn(1);
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        let progress = 0;
        let done = false;
        running += 1;
        anim.wake();
        const finish = () => {
          if (done) return;
          done = true;
          running -= 1;
          live.delete(finish);
          ticker.remove(tick);
          clearTimeout(guard);
          if (!destroyed) fn(1);
          resolve();
        };
        const tick = (tk: Ticker) => {
          progress += (tk.deltaMS * speedNow()) / ms;
          if (progress >= 1) finish();
          else fn(ease(progress));
        };
        ticker.add(tick);
        if (fixed === undefined) live.add(finish);
        // If frames stop (hidden tab, lost context), the module must never stay stuck.
        const guard = setTimeout(finish, (ms / speedNow()) * 2 + 300);
      });
    },
    pause: (ms) => anim.tween(ms, () => {}),
    flyTo(obj, to, ms, endScale = obj.scale.x, endRotation = obj.rotation, lift = 0) {
      const from = { x: obj.position.x, y: obj.position.y, s: obj.scale.x, r: obj.rotation };
      return anim.tween(ms, (t) => {
        obj.position.set(lerp(from.x, to.x, t), lerp(from.y, to.y, t) - Math.sin(t * Math.PI) * lift);
        obj.scale.set(lerp(from.s, endScale, t));
        obj.rotation = lerp(from.r, endRotation, t);
      });
    },
    onFrame(frame, moving) {
      frames.push(frame);
      if (moving) movers.push(moving);
    },
    wake() {
      if (!destroyed && !ticker.started) ticker.start();
    },
    moving: () => moving(performance.now()),
    destroy() {
      destroyed = true;
      for (const finish of [...live]) finish();
    },
  };
  return anim;
}
