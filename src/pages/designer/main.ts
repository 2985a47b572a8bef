/**
 * Entry point of `designer.html`: mounts the designer page (designerPage.ts) into `#designer`.
 */
import './designer.css';
import { mountDesigner } from './designerPage';

const root = document.getElementById('designer');
if (root) mountDesigner(root);
