/**
 * Just enough PDF reading to check what Chromium prints: the text of each page of a PDF made by
 * `page.pdf()` (Skia), decoded through each font's ToUnicode map. Not a general PDF parser: it
 * expects Skia's output (numbered objects, Flate streams, one resource dictionary per page).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  data: string | null;
}

function objects(buf: Buffer): Map<number, PdfObject> {
  const s = buf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, data: null });
      continue;
    }
    const dict = body.slice(0, at);
    let start = m.index + m[0].indexOf(body) + at + 'stream'.length;
    if (s[start] === '\r') start++;
    if (s[start] === '\n') start++;
    const raw = buf.subarray(start, start + Number(/\/Length (\d+)/.exec(dict)![1]));
    const data = /FlateDecode/.test(dict) ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
    out.set(Number(m[1]), { dict, data });
  }
  return out;
}

/** A ToUnicode CMap as glyph code (upper-case hex) → text. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, uni] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(code!.toUpperCase(), Buffer.from(uni!, 'hex').swap16().toString('utf16le'));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, uni] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      let cp = parseInt(uni!, 16);
      for (let g = parseInt(from!, 16); g <= parseInt(to!, 16); g++, cp++) {
        map.set(g.toString(16).toUpperCase().padStart(from!.length, '0'), String.fromCodePoint(cp));
      }
    }
  }
  return map;
}

/** The text of each page, in page order; text objects end with a line break. */
export function pdfPagesText(buf: Buffer): string[] {
  const objs = objects(buf);
  const get = (ref: string | undefined) => objs.get(Number(ref));
  const pages = [...objs.values()].filter((o) => /\/Type\s*\/Page[^s]/.test(o.dict));
  return pages.map((page) => {
    const resRef = /\/Resources (\d+) 0 R/.exec(page.dict);
    const res = resRef ? get(resRef[1])!.dict : page.dict;
    const fontRef = /\/Font\s*(\d+) 0 R/.exec(res);
    const fontDict = fontRef ? get(fontRef[1])!.dict : (/\/Font\s*<<([\s\S]*?)>>/.exec(res)?.[1] ?? '');
    const fonts = new Map<string, Map<string, string>>();
    for (const [, name, ref] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const tu = /\/ToUnicode (\d+) 0 R/.exec(get(ref)?.dict ?? '');
      fonts.set(name!, tu ? toUnicode(get(tu[1])!.data ?? '') : new Map());
    }
    const content = [...page.dict.matchAll(/\/Contents (\d+) 0 R/g)].map((c) => get(c[1])!.data ?? '').join('\n');
    let text = '';
    let font: Map<string, string> | undefined;
    for (const t of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj|(ET)/g)) {
      if (t[1]) font = fonts.get(t[1]);
      else if (t[4]) text += '\n';
      else {
        const runs = t[2] !== undefined ? [...t[2].matchAll(/<([0-9A-Fa-f]*)>/g)].map((x) => x[1]!) : [t[3]!];
        for (const run of runs) {
          for (let i = 0; i < run.length; i += 4) text += font?.get(run.slice(i, i + 4).toUpperCase()) ?? '\ufffd';
        }
      }
    }
    return text;
  });
}
