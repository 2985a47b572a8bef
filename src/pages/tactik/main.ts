/**
 * Entry point of `tactik.html`: the Tac-Tik table (tablePage.ts).
 */
import { mountTablePage } from './tablePage';

mountTablePage();
