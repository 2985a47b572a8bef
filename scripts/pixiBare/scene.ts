/**
 * The bare page's one canvas, created with the imports and options of src/play/scene/moduleScene.ts
 * (canvas renderer, no automatic imports): one rounded rectangle and one text, rendered once.
 * With pixi.js's eval-free polyfills (`pixi.js/unsafe-eval`), as the bomb's scene: the benchmarks'
 * static host sends the site's `_headers` to this page too, and under the site's
 * Content-Security-Policy (no 'unsafe-eval') pixi.js without them threw at `init` ("Current
 * environment does not allow unsafe-eval") and drew no canvas.
 */
import { Application, Graphics, Text } from 'pixi.js';
import 'pixi.js/app';
import 'pixi.js/graphics';
import 'pixi.js/text';
import 'pixi.js/unsafe-eval';

/** Creates the canvas in `host` and renders one frame. */
export async function createBareScene(host: HTMLElement): Promise<void> {
  const app = new Application();
  await app.init({
    width: 320,
    height: 320,
    backgroundAlpha: 0,
    antialias: true,
    autoStart: false,
    preference: 'canvas' as 'webgl',
    manageImports: false,
  });
  const canvas = app.canvas as HTMLCanvasElement;
  canvas.setAttribute('aria-hidden', 'true');
  host.append(canvas);
  app.stage.addChild(new Graphics().roundRect(10, 10, 300, 300, 16).fill(0x2f6b3a));
  app.stage.addChild(new Text({ text: 'Pixi v8', style: { fill: 0xffffff, fontSize: 40 }, x: 90, y: 135 }));
  app.render();
}
