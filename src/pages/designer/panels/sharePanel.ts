/**
 * Share: "Play this bomb" (the bomb page's address of the bomb on screen, designerState.ts
 * `playUrl`), the manual for its rule seed, and buttons that copy the play link or the designer
 * link; where the clipboard refuses, the link is selected in the field for a copy by hand.
 */
import { changeTracker, designerUrl, playUrl, type CurrentBomb, type DesignerPanel } from '../designerState';
import { h } from '../../dom';

/** Creates the Share section; `copy` puts text on the clipboard. */
export function createSharePanel(copy: (text: string) => Promise<void>): DesignerPanel {
  const playLink = h('a', { id: 'play-link', target: '_blank', rel: 'noopener' }, 'Play this bomb');
  const manualLink = h('a', { id: 'manual-link', target: '_blank', rel: 'noopener' }, 'Manual for this rule seed');
  const copyPlay = h('button', { type: 'button', class: 'secondary' }, 'Copy play link');
  const copyDesigner = h('button', { type: 'button', class: 'secondary' }, 'Copy designer link');
  const urlInput = h('input', { id: 'play-url', type: 'text', readonly: true, 'aria-label': 'Play link' });
  const status = h('p', { class: 'status', role: 'status' });
  const el = h(
    'section',
    { id: 'share', 'aria-labelledby': 'share-h' },
    h('h2', { id: 'share-h' }, 'Share'),
    h('p', { class: 'links' }, playLink, ' · ', manualLink),
    urlInput,
    h('div', { class: 'actions' }, copyPlay, copyDesigner),
    status,
  );
  let links: { play: string; designer: string } | null = null;
  const copyFrom = (what: string, url: () => string | undefined) => async () => {
    const u = url();
    if (!u) return;
    try {
      await copy(u);
      status.textContent = `${what} copied.`;
    } catch {
      urlInput.value = u;
      urlInput.select();
      status.textContent = `Could not use the clipboard: the ${what.toLowerCase()} is selected above, copy it by hand.`;
    }
  };
  copyPlay.addEventListener(
    'click',
    copyFrom('Play link', () => links?.play),
  );
  copyDesigner.addEventListener(
    'click',
    copyFrom('Designer link', () => links?.designer),
  );
  const changed = changeTracker<CurrentBomb['bomb'] | null>();
  return {
    el,
    render({ current: c, baseUrl }) {
      if (!changed(c?.bomb ?? null) || !c) return;
      links = { play: playUrl(c, baseUrl), designer: designerUrl(c, baseUrl) };
      playLink.href = links.play;
      urlInput.value = links.play;
      manualLink.href = new URL(`manual/index.html#${c.bomb.ruleSeed}`, baseUrl).href;
      manualLink.textContent = `Manual for rule seed ${c.bomb.ruleSeed}`;
    },
  };
}
