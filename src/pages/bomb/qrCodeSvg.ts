/**
 * A QR code as an SVG element, built node by node (`createElementNS`, attributes only: nothing
 * goes through innerHTML, and nothing needs an inline style, so the page's strict
 * Content-Security-Policy holds). The matrix comes from uqr (unjs/uqr, MIT, no dependencies): it
 * encodes the text as UTF-8 bytes, picks the version and the mask; this file only draws it.
 *
 * Drawn as one white square (the code and its quiet zone of 4 modules, ISO/IEC 18004 §6.3.8: a
 * reader needs it to find the code) and one black path of horizontal runs, dark on light in both
 * themes (readers expect dark modules; zbar reads this one). Error correction M (15 %), enough for
 * a screen photographed at an angle.
 */
import { encode } from 'uqr';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The quiet zone round the code, in modules (the minimum the standard sets). */
export const QUIET_ZONE = 4;

/**
 * The dark modules of a matrix as one SVG path: one `M x y h w v 1 h -w z` per horizontal run of
 * dark modules, in module units (row y, columns x … x+w−1).
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/**
 * The QR code of `text` as an `<svg role="img">` named `label`, `viewBox` in modules (the code's
 * size plus the quiet zone on each side); the caller sizes it with CSS.
 * @throws RangeError (from uqr) when the text is too long for a QR code (more than 2331 bytes at level M).
 */
export function qrCodeSvg(doc: Document, text: string, label: string): SVGSVGElement {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.dataset.modules = String(size - 2 * QUIET_ZONE);
  const back = doc.createElementNS(SVG_NS, 'rect');
  back.setAttribute('width', String(size));
  back.setAttribute('height', String(size));
  back.setAttribute('fill', '#fff');
  const dark = doc.createElementNS(SVG_NS, 'path');
  dark.setAttribute('d', qrPath(data));
  dark.setAttribute('fill', '#000');
  svg.append(back, dark);
  return svg;
}
