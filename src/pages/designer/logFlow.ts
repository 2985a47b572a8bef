/**
 * What the designer does with a KTANE log (designerState.ts actions `read-log`,
 * `choose-log-module`, `set-log-serial`): read the whole file with the reader
 * (src/ktaneLog/ktaneLogReader.ts: every TAC module, its bomb checked with the one bomb check,
 * its played steps), choose a module, and once the module's serial number is known (found in
 * the file, or typed) check its bomb and open it as the bomb on screen through the designer's
 * own `open`, so that the derivation, solutions, difficulty and play links follow as for any
 * bomb. The state changes by `log-shown` changes, never in place, so that the panels see each.
 */
import { bombWithSerial, readKtaneLog, type ModuleRead } from '../../ktaneLog/ktaneLogReader';
import { checkBomb } from '../../doors/bombCheck';
import { bombToJson } from '../../rules/generator';
import type { CheckedBomb, DesignerChange, DesignerState, LogOnScreen } from './designerState';

/** What the log flow works with. */
interface LogFlowParts {
  readonly getState: () => DesignerState;
  readonly apply: (change: DesignerChange) => void;
  /** The designer's `open` (makes a checked bomb the bomb on screen). */
  readonly open: (checked: CheckedBomb, origin: string) => void;
}

/** The log flow's steps (designerFlow.ts carries the log actions out with them). */
interface LogFlow {
  readLog(text: string, source: string): void;
  chooseLogModule(index: number): void;
  setLogSerial(serial: string): void;
}

type ReadLog = Extract<LogOnScreen, { ok: true }>;

/**
 * The origin shown with an opened bomb: "TAC #2 (line 17) of the KTANE log (output_log.txt)".
 * Built from the module's number, not its label, which already names the line when the number
 * is used twice ("TAC #1 (line 7)").
 */
function originOf(log: ReadLog, m: ModuleRead): string {
  return `TAC #${m.moduleNumber} (line ${m.line}) of the KTANE log (${log.source})`;
}

/** Opens the chosen module's bomb with `serial`, or names why the serial does not fit. */
function openWith(parts: LogFlowParts, log: ReadLog, serial: string): ReadLog {
  const m = log.modules[log.chosen];
  const base = { ...log, serial, opened: null };
  if (!m?.ok) return { ...base, serialError: null };
  if (serial === '') return { ...base, serialError: null };
  const r = bombWithSerial(m.bomb, serial);
  if (!r.ok) return { ...base, serialError: `Serial number: ${r.error}` };
  // The one bomb check of every door, on the bomb as `tac generate` would print it.
  const checked = checkBomb(bombToJson(r.bomb));
  if (!checked.ok) return { ...base, serialError: `The bomb could not be opened: ${checked.error}` };
  parts.open(checked, originOf(log, m));
  return { ...base, serial: r.bomb.serial, serialError: null, opened: parts.getState().current };
}

/** Chooses module `index`: its serial is the one found in the file (its bomb then opens), else none. */
function choose(parts: LogFlowParts, log: ReadLog, index: number): ReadLog {
  const m = log.modules[index];
  const at = { ...log, chosen: index, serial: '', serialError: null, opened: null };
  if (!m?.ok || m.bomb.serial === null) return at;
  return openWith(parts, at, m.bomb.serial);
}

/** Creates the log flow (see the file comment). */
export function createLogFlow(parts: LogFlowParts): LogFlow {
  const set = (log: LogOnScreen) => parts.apply({ type: 'log-shown', log });
  const current = (): ReadLog | null => {
    const log = parts.getState().log;
    return log?.ok ? log : null;
  };
  return {
    readLog(text, source) {
      const r = readKtaneLog(text);
      if (!r.ok) return set({ ok: false, source, error: r.error });
      const first = Math.max(
        0,
        r.modules.findIndex((m) => m.ok),
      );
      const read: ReadLog = {
        ok: true,
        source,
        modules: r.modules,
        chosen: 0,
        serial: '',
        serialError: null,
        opened: null,
      };
      set(choose(parts, read, first));
    },
    chooseLogModule(index) {
      const log = current();
      if (!log || !Number.isInteger(index) || index < 0 || index >= log.modules.length) return;
      set(choose(parts, log, index));
    },
    setLogSerial(serial) {
      const log = current();
      if (log) set(openWith(parts, log, serial.trim()));
    },
  };
}
