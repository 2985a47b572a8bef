/**
 * The part of pixi.js the module scene runs on (moduleScene.ts and its parts), in a module of its
 * own so that a page can load and evaluate it in a task before the scene's own code (issue 22:
 * on a slow phone evaluating both at once was one task of about 165 ms at 4× CPU slowdown, the
 * longest of the bomb page's load). Only the extensions the module uses (no events,
 * accessibility, DOM or filter extensions, and no Application: the scene keeps its own
 * renderer, stage and ticker; see `manageImports: false` in moduleScene.ts). No eval: the pages'
 * Content-Security-Policy forbids it (no 'unsafe-eval'); Pixi's polyfills replace its generated
 * functions (scripts/contentSecurityPolicy.ts).
 */
export {
  autoDetectRenderer,
  BrowserAdapter,
  CanvasRenderer,
  CanvasTextMetrics,
  CanvasSource,
  Container,
  DOMAdapter,
  Sprite,
  Text,
  Texture,
  Ticker,
  UPDATE_PRIORITY,
  type Renderer,
} from 'pixi.js';
// After pixi.js itself, as moduleScene.ts imported them before.
import 'pixi.js/graphics';
import 'pixi.js/text';
import 'pixi.js/unsafe-eval';
