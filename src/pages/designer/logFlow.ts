/**
 * What the designer does with a KTANE log (designerState.ts `readLog`, `chooseLogModule`,
 * `setLogSerial`): read the whole file with the reader (src/io/ktaneLogReader.ts: every TAC
 * module, its bomb checked with the one bomb check, its played steps), choose a module, and once
 * the module's serial number is known (found in the file, or typed) open its bomb as the bomb on
 * screen through the designer's own `open`, so that the derivation, solutions, difficulty and
 * play links follow as for any bomb. The state is replaced, never changed in place, so that the
 * panels see each change.
 */
import { bombWithSerial, readKtaneLog, type ModuleRead } from '../../io/ktaneLogReader';
import { bombToJson } from '../../rules/generator';
import type { DesignerIntents, DesignerState, LogOnScreen } from './designerState';

/** What the log intents work with. */
export interface LogFlowParts {
  readonly state: DesignerState;
  readonly renderAll: () => void;
  /** The designer's `open` (checks the bomb in full and makes it the bomb on screen). */
  readonly open: DesignerIntents['open'];
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
  const problem = parts.open(JSON.stringify(bombToJson(r.bomb)), originOf(log, m));
  if (problem) return { ...base, serialError: `The bomb could not be opened: ${problem.error}` };
  return { ...base, serial: r.bomb.serial, serialError: null, opened: parts.state.current };
}

/** Chooses module `index`: its serial is the one found in the file (its bomb then opens), else none. */
function choose(parts: LogFlowParts, log: ReadLog, index: number): ReadLog {
  const m = log.modules[index];
  const at = { ...log, chosen: index, serial: '', serialError: null, opened: null };
  if (!m?.ok || m.bomb.serial === null) return at;
  return openWith(parts, at, m.bomb.serial);
}

/** Creates the log intents (see the file comment). */
export function createLogIntents(
  parts: LogFlowParts,
): Pick<DesignerIntents, 'readLog' | 'chooseLogModule' | 'setLogSerial'> {
  const set = (log: LogOnScreen) => {
    parts.state.log = log;
    parts.renderAll();
  };
  const current = (): ReadLog | null => (parts.state.log?.ok ? parts.state.log : null);
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
